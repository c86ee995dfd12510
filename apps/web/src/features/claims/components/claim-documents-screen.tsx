import { CLAIM_EVIDENCE, UPLOAD_MAX_BYTES, uploadCopy, type UploadResult } from '@alaafia/domain';
import { useId, useRef, useState } from 'react';
import { AlertDialog } from '#components/ui/alert-dialog.js';
import { Button } from '#components/ui/button.js';
import { FileDropZone, type DropZoneFile } from '#components/ui/file-drop-zone.js';
import { CameraIcon } from '#components/ui/icons.js';
import { ApiError } from '#lib/api-client.js';
import { useUploadClaimDocument } from '../api/upload-claim-document';
import { ErrorWords, useT } from '#lib/i18n.js';
import type { Translate } from '@alaafia/i18n';

/** A document as the screen shows it, with its file_url once uploaded. */
export type ClaimDocument = DropZoneFile & { url?: string };

/** Photos from the camera, or PDFs and pictures from the phone (the server checks the content). */
export const CLAIM_DOCUMENT_ACCEPT = 'image/*,application/pdf';

type ClaimDocumentsScreenProps = {
  kind: 'income' | 'health-cash';
  /** Kept by the wizard, so going back and forth keeps what was uploaded. */
  documents: readonly ClaimDocument[];
  onDocumentsChange: (update: (documents: readonly ClaimDocument[]) => ClaimDocument[]) => void;
  /** A message the server gave for the documents on submit. */
  serverError?: string | undefined;
  onContinue: () => void;
  /** The next of kin's page: its own title, lead and upload route (with the claimant token). */
  title?: string | undefined;
  lead?: string | undefined;
  upload?: ((file: File) => Promise<UploadResult>) | undefined;
};

function uploadFailureMessage(t: Translate, error: unknown): string {
  if (!(error instanceof ApiError)) return t('common.error.generic');
  return error.field('file') ?? error.field('type') ?? error.message;
}

/**
 * Stage 20: the evidence, by the phone's camera ('Take a photo') or from its files ('Choose a
 * file', click or drag and drop). Each file goes up as soon as it is chosen and shows uploading,
 * uploaded or failed; 'Continue' needs at least one uploaded.
 */
export function ClaimDocumentsScreen({
  kind,
  documents,
  onDocumentsChange,
  serverError,
  onContinue,
  title,
  lead,
  upload: uploadWith,
}: ClaimDocumentsScreenProps) {
  const t = useT();
  const upload = useUploadClaimDocument();
  const cameraRef = useRef<HTMLInputElement | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const [checked, setChecked] = useState(false);
  const sequence = useRef(0);
  const hintId = useId();
  const uploading = documents.some((d) => d.state === 'uploading');
  const uploaded = documents.filter((d) => d.state === 'completed' && d.url);

  function replace(id: string, next: ClaimDocument) {
    onDocumentsChange((list) => list.map((d) => (d.id === id ? next : d)));
  }

  async function send(file: File) {
    sequence.current += 1;
    const picked: ClaimDocument = {
      id: `claim-document-${sequence.current}`,
      name: file.name || 'Photo',
      state: 'uploading',
    };
    if (file.size > UPLOAD_MAX_BYTES) {
      onDocumentsChange((list) => [
        ...list,
        { ...picked, state: 'failed', error: uploadCopy.tooLarge },
      ]);
      setAlert(uploadCopy.tooLarge);
      return;
    }
    onDocumentsChange((list) => [...list, picked]);
    try {
      const result = await (uploadWith ? uploadWith(file) : upload.mutateAsync(file));
      replace(picked.id, { ...picked, state: 'completed', url: result.file_url });
    } catch (error) {
      const message = uploadFailureMessage(t, error);
      replace(picked.id, { ...picked, state: 'failed', error: message });
      setAlert(message);
    }
  }

  const missing = checked && uploaded.length === 0 ? t('claims.documentRequired') : undefined;
  const shownError = missing ?? serverError;

  return (
    <div className="flow-screen">
      <h2 className="flow-screen__title" data-stage-heading>
        {title ?? t('claims.documentsTitle')}
      </h2>
      <p className="flow-screen__lead" id={hintId}>
        {lead ?? CLAIM_EVIDENCE[kind === 'income' ? 'EI' : 'HTCI']} {t('claims.clearPhoto')}
      </p>
      <Button
        variant="secondary"
        fullWidth
        aria-describedby={hintId}
        onClick={() => cameraRef.current?.click()}
      >
        <CameraIcon width={20} height={20} />
        {t('claims.takePhoto')}
      </Button>
      <input
        ref={cameraRef}
        type="file"
        className="visually-hidden"
        tabIndex={-1}
        aria-hidden="true"
        accept={CLAIM_DOCUMENT_ACCEPT}
        capture="environment"
        data-testid="claim-camera-input"
        onChange={(event) => {
          const [file] = Array.from(event.currentTarget.files ?? []);
          event.currentTarget.value = '';
          if (file) void send(file);
        }}
      />
      <FileDropZone
        label={t('claims.chooseFile')}
        helpText={t('claims.documentsFiles')}
        accept={CLAIM_DOCUMENT_ACCEPT}
        multiple
        files={documents}
        onFilesSelected={(files) => files.forEach((file) => void send(file))}
        onFilesRejected={() => setAlert(t('claims.unsupported'))}
        onRemove={(id) => onDocumentsChange((list) => list.filter((d) => d.id !== id))}
      />
      {shownError ? (
        <p className="ui-field__error" role="alert">
          <ErrorWords text={shownError} />
        </p>
      ) : null}
      <Button
        fullWidth
        disabled={uploading}
        onClick={() => {
          setChecked(true);
          if (uploaded.length > 0) onContinue();
        }}
      >
        {t('claims.continue')}
      </Button>
      <AlertDialog open={alert !== null} message={alert} onClose={() => setAlert(null)} />
    </div>
  );
}
