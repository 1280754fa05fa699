import { superstructResolver } from '@hookform/resolvers/superstruct';
import type { TagGroup, TagGroupWrite } from '@motorpool/api';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useFieldArray, useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { nestedErrors } from '../fields/branch/form-rules';
import {
  isYesNo,
  tagGroupFormPath,
  tagGroupStruct,
  tagGroupValuesFrom,
  toTagGroupWrite,
  type CustomFieldEntity,
  type TagGroupValues,
} from './tag-group-values';

type TagGroupFormOptions = {
  group: TagGroup | null;
  entity: CustomFieldEntity;
  saving: boolean;
  /** The server's field errors for the last save, by the write's keys (`tags.1`). */
  fieldErrors?: Record<string, string> | null;
  /** Resolve `true` once saved. */
  onSave: (write: TagGroupWrite) => Promise<boolean> | boolean;
  onSaved: () => void;
};

/**
 * The custom field's form: the values checked in the browser, the server's
 * field errors placed on the fields they name (as they were when saved), and
 * those it could not place kept for the alert.
 */
export function useTagGroupForm({ group, entity, saving, fieldErrors, onSave, onSaved }: TagGroupFormOptions) {
  // Failures of an earlier dialog are not this one's.
  const [submitted, setSubmitted] = useState(false);
  const valuesAtSave = useRef<TagGroupValues | null>(null);
  const resolver = useMemo(() => superstructResolver(tagGroupStruct(() => entity)), [entity]);
  const defaults = useMemo(() => tagGroupValuesFrom(group), [group]);

  const placement = useMemo(() => {
    const placed: Record<string, string> = {};
    const unplaced: string[] = [];
    if (!submitted || !valuesAtSave.current) return { placed, unplaced };
    for (const [key, message] of Object.entries(fieldErrors ?? {})) {
      const path = tagGroupFormPath(key, valuesAtSave.current);
      if (path) placed[path === 'options' ? 'options.root' : path] ??= message;
      else unplaced.push(message);
    }
    return { placed, unplaced };
  }, [fieldErrors, submitted]);
  const serverFieldErrors = useMemo(() => nestedErrors<TagGroupValues>(placement.placed), [placement]);

  const { control, register, handleSubmit, setValue, formState } = useForm<TagGroupValues>({
    mode: 'onTouched',
    defaultValues: defaults,
    resolver,
    errors: serverFieldErrors,
  });
  const options = useFieldArray({ control, name: 'options' });
  const type = useWatch({ control, name: 'tag_data_type' });

  // A Yes/No default means nothing to a text type, nor text to a toggle: the default starts over.
  const lastType = useRef(type);
  useEffect(() => {
    if (isYesNo(lastType.current) !== isYesNo(type)) setValue('default_value', '');
    lastType.current = type;
  }, [type, setValue]);

  const submit = handleSubmit(async (values) => {
    // The Save button stays focusable while saving; Enter in a field must not send a second save.
    if (saving) return;
    const write = toTagGroupWrite(values, entity);
    if (!write) return;
    valuesAtSave.current = values;
    setSubmitted(true);
    if (await onSave(write)) onSaved();
  });

  return {
    register,
    errors: formState.errors as FieldErrors,
    options,
    type,
    defaults,
    submit,
    /** The server's messages no field holds, once this dialog has saved. */
    unplaced: submitted ? placement.unplaced : null,
    submitted,
  };
}
