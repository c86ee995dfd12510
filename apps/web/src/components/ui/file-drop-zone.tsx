import { useId, useRef, useState, type DragEvent, type ReactNode } from 'react';
import { cx } from './class-names';
import { CheckCircleIcon, CloseIcon, ErrorCircleIcon, UploadIcon } from './icons';
import type { MessageKey } from '@alaafia/i18n';
import { useT } from '#lib/i18n.js';

/** 'selected': chosen and kept for the parent to send later (the licence images go after the check). */
export type UploadState = 'selected' | 'uploading' | 'completed' | 'failed';

export type DropZoneFile = {
  id: string;
  name: string;
  state: UploadState;
  /** Shown under a failed file. */
  error?: string;
};

export type FileDropZoneProps = {
  /** What to upload, e.g. 'Employment letter'; names the picker button. */
  label: string;
  /** Under the zone: 'Upload your employment letter, payslips and any other documents. ...' */
  helpText?: ReactNode;
  /** Same syntax as <input accept>: '.pdf,.doc,.docx,image/png'. Also filters dropped files. */
  accept?: string;
  multiple?: boolean;
  disabled?: boolean;
  /** The parent uploads and drives each file's state through `files`. */
  files: readonly DropZoneFile[];
  onFilesSelected: (files: File[]) => void;
  /** Dropped files that `accept` refuses. */
  onFilesRejected?: (files: File[]) => void;
  onRemove: (id: string) => void;
  className?: string;
};

// The customer's pages use the drop zone (the KYC licence, the employment letter, a claim's
// documents): its words are the catalogue's common ones (docs/architecture.md, 'Languages').
const stateText: Record<UploadState, MessageKey> = {
  selected: 'wizard.upload.selected',
  uploading: 'wizard.upload.uploading',
  completed: 'wizard.upload.completed',
  failed: 'wizard.upload.failed',
};

/** Whether a file matches an accept list ('.pdf', 'image/png', 'image/*'); no list accepts all. */
function fileMatchesAccept(file: File, accept: string | undefined): boolean {
  const rules = (accept ?? '')
    .split(',')
    .map((rule) => rule.trim().toLowerCase())
    .filter(Boolean);
  if (rules.length === 0) return true;
  const name = file.name.toLowerCase();
  const type = file.type.toLowerCase();
  return rules.some((rule) => {
    if (rule.startsWith('.')) return name.endsWith(rule);
    if (rule.endsWith('/*')) return type.startsWith(rule.slice(0, -1));
    return type === rule;
  });
}

/**
 * Click, Enter/Space or drag and drop to pick files; the list shows each file's upload state with a
 * remove button once it has completed or failed.
 */
export function FileDropZone({
  label,
  helpText,
  accept,
  multiple = false,
  disabled = false,
  files,
  onFilesSelected,
  onFilesRejected,
  onRemove,
  className,
}: FileDropZoneProps) {
  const t = useT();
  const id = useId();
  const inputRef = useRef<HTMLInputElement | null>(null);
  const [dragging, setDragging] = useState(false);
  const helpId = helpText ? `${id}-help` : undefined;

  function take(list: FileList | null) {
    const picked = Array.from(list ?? []);
    const accepted = picked.filter((file) => fileMatchesAccept(file, accept));
    const rejected = picked.filter((file) => !accepted.includes(file));
    const chosen = multiple ? accepted : accepted.slice(0, 1);
    if (chosen.length > 0) onFilesSelected(chosen);
    if (rejected.length > 0) onFilesRejected?.(rejected);
  }

  function handleDragOver(event: DragEvent<HTMLButtonElement>) {
    event.preventDefault();
    if (!disabled) setDragging(true);
  }

  function handleDrop(event: DragEvent<HTMLButtonElement>) {
    event.preventDefault();
    setDragging(false);
    if (!disabled) take(event.dataTransfer.files);
  }

  return (
    <div className={cx('ui-dropzone', className)}>
      <button
        type="button"
        className={cx('ui-dropzone__target', dragging && 'ui-dropzone__target--dragging')}
        disabled={disabled}
        aria-describedby={helpId}
        onClick={() => inputRef.current?.click()}
        onDragOver={handleDragOver}
        onDragLeave={() => setDragging(false)}
        onDrop={handleDrop}
      >
        <UploadIcon width={28} height={28} />
        <span className="ui-dropzone__title">{label}</span>
        <span className="ui-dropzone__action">{t('wizard.upload.action')}</span>
      </button>
      <input
        ref={inputRef}
        type="file"
        className="visually-hidden"
        tabIndex={-1}
        aria-hidden="true"
        accept={accept}
        multiple={multiple}
        disabled={disabled}
        onChange={(event) => {
          take(event.currentTarget.files);
          event.currentTarget.value = ''; // picking the same file again still fires a change
        }}
      />
      {helpText ? (
        <p id={helpId} className="ui-field__hint">
          {helpText}
        </p>
      ) : null}
      {files.length > 0 && (
        <ul className="ui-dropzone__files" aria-live="polite">
          {files.map((file) => (
            <li key={file.id} className={cx('ui-file', `ui-file--${file.state}`)}>
              {file.state === 'uploading' ? (
                <span className="ui-spinner ui-spinner--sm" aria-hidden="true" />
              ) : file.state === 'completed' ? (
                <CheckCircleIcon className="ui-file__icon" />
              ) : file.state === 'selected' ? (
                <UploadIcon className="ui-file__icon" />
              ) : (
                <ErrorCircleIcon className="ui-file__icon" />
              )}
              <span className="ui-file__text">
                <span className="ui-file__name">{file.name}</span>
                <span className="ui-file__state">
                  {file.state === 'failed' && file.error ? file.error : t(stateText[file.state])}
                </span>
              </span>
              {file.state !== 'uploading' && (
                <button
                  type="button"
                  className="ui-icon-button"
                  aria-label={t('wizard.upload.remove', { name: file.name })}
                  onClick={() => onRemove(file.id)}
                >
                  <CloseIcon />
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
