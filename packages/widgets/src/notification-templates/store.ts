import type { NotificationTemplate, NotificationTemplatePreview, NotificationTemplateSummary } from '@motorpool/api';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { createStoreContext } from '../state/store-context';
import type { LoadActions } from '../state/use-session-load';
import type { TemplateErrors } from './template-values';

type LoadState = { status: 'loading' | 'ready' | 'error'; error: string | null };

export type TemplateListStoreState = LoadState & { templates: NotificationTemplateSummary[] } & LoadActions<NotificationTemplateSummary[]>;

/** One store per templates list on the page. */
export function createTemplateListStore(): StoreApi<TemplateListStoreState> {
  return createStore<TemplateListStoreState>()((set) => ({
    status: 'loading',
    error: null,
    templates: [],
    loadStarted: () => set({ status: 'loading', error: null }),
    loaded: (templates) => set({ status: 'ready', templates, error: null }),
    loadFailed: (error) => set({ status: 'error', error, templates: [] }),
  }));
}

export const {
  Provider: TemplateListStoreProvider,
  useStoreApi: useTemplateListStoreApi,
  useStore: useTemplateListStore,
} = createStoreContext('notification-templates', createTemplateListStore);

export type TemplateEditorStoreState = LoadState & {
  template: NotificationTemplate | null;
  saving: boolean;
  restoring: boolean;
  previewing: boolean;
  preview: NotificationTemplatePreview | null;
  errors: TemplateErrors | null;
  saveStarted: () => void;
  /** The server's answer becomes the template shown; its preview no longer describes a draft. */
  saved: (template: NotificationTemplate) => void;
  saveFailed: (errors: TemplateErrors) => void;
  restoreStarted: () => void;
  restoreFinished: (template?: NotificationTemplate) => void;
  previewStarted: () => void;
  previewed: (preview: NotificationTemplatePreview) => void;
  previewFailed: (errors: TemplateErrors) => void;
} & LoadActions<NotificationTemplate>;

/** One store per template editor on the page. */
export function createTemplateEditorStore(): StoreApi<TemplateEditorStoreState> {
  return createStore<TemplateEditorStoreState>()((set) => ({
    status: 'loading',
    error: null,
    template: null,
    saving: false,
    restoring: false,
    previewing: false,
    preview: null,
    errors: null,
    loadStarted: () => set({ status: 'loading', error: null }),
    loaded: (template) => set({ status: 'ready', template, error: null, preview: null, errors: null }),
    loadFailed: (error) => set({ status: 'error', error, template: null }),
    saveStarted: () => set({ saving: true, errors: null }),
    saved: (template) => set({ saving: false, template, preview: null }),
    saveFailed: (errors) => set({ saving: false, errors }),
    restoreStarted: () => set({ restoring: true, errors: null }),
    restoreFinished: (template) => set(template ? { restoring: false, template, preview: null } : { restoring: false }),
    previewStarted: () => set({ previewing: true, errors: null }),
    previewed: (preview) => set({ previewing: false, preview }),
    previewFailed: (errors) => set({ previewing: false, errors }),
  }));
}

export const {
  Provider: TemplateEditorStoreProvider,
  useStoreApi: useTemplateEditorStoreApi,
  useStore: useTemplateEditorStore,
} = createStoreContext('notification-template-editor', createTemplateEditorStore);
