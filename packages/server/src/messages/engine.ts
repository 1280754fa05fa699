import { notificationTemplateMessages, TEMPLATE_PART_MAX_LENGTH } from '@motorpool/api';
import { Liquid, type Template } from 'liquidjs';
import sanitizeHtml from 'sanitize-html';
import type { VariableSpec, VariableValue } from './defaults';

/** A message's four parts as Liquid sources; `bell` is null for a message sent by email only. */
export type TemplateParts = { subject: string; html: string; text: string; bell: string | null };
type Part = keyof TemplateParts;

// `templates: {}` gives include, render and layout an empty in-memory store, so no
// template ever reads a file; the limits stop a template that loops for ever.
const LIMITS = { templates: {}, strictFilters: true, parseLimit: TEMPLATE_PART_MAX_LENGTH * 2, renderLimit: 1_000, memoryLimit: 10_000_000 };
/** HTML and bell text escape every value they print; `| raw` gets past that, and then sanitising catches it. */
const escaping = new Liquid({ ...LIMITS, outputEscape: 'escape' });
const plain = new Liquid(LIMITS);
const ENGINES: Record<Part, Liquid> = { subject: plain, text: plain, html: escaping, bell: escaping };

/** Email HTML as people write it: text, lists, tables and links, nothing that runs or loads. */
const EMAIL_HTML: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags, 'small', 'span'],
  allowedAttributes: { a: ['href', 'title'], td: ['colspan', 'rowspan'], th: ['colspan', 'rowspan'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  // A paragraph left empty by a condition (no reason given) is dropped rather than sent as a gap.
  exclusiveFilter: (frame) => frame.tag === 'p' && frame.text.trim() === '' && !frame.mediaChildren.length,
};
/** The bell shows one line: emphasis only. */
const BELL_HTML: sanitizeHtml.IOptions = { allowedTags: ['b', 'strong', 'i', 'em', 'br'], allowedAttributes: {} };

// Parsed sources by part and text: templates are few and sent often.
const parsed = new Map<string, Template[]>();
const PARSED_KEPT = 500;

function parse(part: Part, source: string): Template[] {
  const key = `${part}\u0000${source}`;
  let template = parsed.get(key);
  if (!template) {
    template = ENGINES[part].parse(source);
    if (parsed.size >= PARSED_KEPT) parsed.clear();
    parsed.set(key, template);
  }
  return template;
}

function problemText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** What a message's template may name and must keep. */
export type TemplateSpec = { variables: Record<string, VariableSpec>; required: readonly string[] };

/** Each variable's sample value: what a draft is checked and previewed with. */
export function sampleValues(spec: Pick<TemplateSpec, 'variables'>): Record<string, VariableValue> {
  return Object.fromEntries(Object.entries(spec.variables).map(([name, variable]) => [name, variable.sample]));
}

/**
 * Why each part of a draft cannot be sent, by part: unreadable Liquid, a
 * variable the message does not have, a security message's code or link left
 * out of an email part, or a failure rendering it with the sample data.
 */
export function templateProblems(parts: TemplateParts, spec: TemplateSpec): Partial<Record<Part, string>> {
  const problems: Partial<Record<Part, string>> = {};
  const known = Object.keys(spec.variables);
  const samples = sampleValues(spec);
  for (const part of ['subject', 'html', 'text', 'bell'] as const) {
    const source = parts[part];
    if (source === null) continue;
    try {
      const template = parse(part, source);
      const names = ENGINES[part].globalVariablesSync(template);
      const unknown = names.find((name) => !known.includes(name));
      const missing = part === 'html' || part === 'text' ? spec.required.find((name) => !names.includes(name)) : undefined;
      if (unknown !== undefined) problems[part] = notificationTemplateMessages.unknownVariable(unknown, known);
      else if (missing !== undefined) problems[part] = notificationTemplateMessages.missingRequired(missing);
      else ENGINES[part].renderSync(template, samples);
    } catch (error) {
      problems[part] = notificationTemplateMessages.unreadable(problemText(error));
    }
  }
  return problems;
}

/**
 * The parts filled in. `sanitise` is for an organisation's own wording: the
 * defaults escape every value and are ours, so they are sent as written.
 */
export function renderParts(parts: TemplateParts, variables: Record<string, VariableValue>, { sanitise }: { sanitise: boolean }): TemplateParts {
  const render = (part: Part, source: string): string => ENGINES[part].renderSync(parse(part, source), variables) as string;
  const html = render('html', parts.html);
  const bell = parts.bell === null ? null : render('bell', parts.bell);
  return {
    subject: render('subject', parts.subject).replace(/\s+/g, ' ').trim(),
    text: render('text', parts.text)
      .replace(/\n{3,}/g, '\n\n')
      .trim(),
    html: sanitise ? sanitizeHtml(html, EMAIL_HTML) : html,
    bell: bell !== null && sanitise ? sanitizeHtml(bell, BELL_HTML) : bell,
  };
}
