import { UPLOAD_MAX_BYTES, uploadCopy, type Claim } from '@alaafia/domain';
import { useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { FileDropZone } from '#components/ui/file-drop-zone.js';
import { FormActions, FormError } from '#components/ui/form-error.js';
import { errorMessageOf } from '#lib/form-errors.js';
import { useAddClaimInformation } from '../api/add-claim-information';
import { useUploadClaimDocument } from '../api/upload-claim-document';
import { CLAIM_DOCUMENT_ACCEPT, type ClaimDocument } from './claim-documents-screen';
import { useT } from '#lib/i18n.js';

/** What the officer asked for: the note of the latest 'More information needed' on the timeline. */
function infoRequestNote(claim: Pick<Claim, 'timeline'>): string | null {
  const asked = [...claim.timeline].reverse().find((t) => t.status === 'info_requested');
  return asked?.note ?? null;
}

/**
 * A claim waiting for the customer ('More information needed'): what was asked, more documents
 * (camera or file) and a note, then 'Send'; the claim goes back into review.
 */
export function ClaimInfoForm({ customerId, claim }: { customerId: number; claim: Claim }) {
  const t = useT();
  const upload = useUploadClaimDocument();
  const send = useAddClaimInformation(customerId);
  const [documents, setDocuments] = useState<ClaimDocument[]>([]);
  const form = useForm<{ note: string }>({ defaultValues: { note: '' } });
  const [error, setError] = useState<string | null>(null);
  const sequence = useRef(0);
  const id = useId();
  const asked = infoRequestNote(claim);
  const uploaded = documents.flatMap((d) => (d.state === 'completed' && d.url ? [d.url] : []));
  const uploading = documents.some((d) => d.state === 'uploading');

  async function add(file: File) {
    sequence.current += 1;
    const picked: ClaimDocument = {
      id: `info-${claim.id}-${sequence.current}`,
      name: file.name || 'Photo',
      state: 'uploading',
    };
    if (file.size > UPLOAD_MAX_BYTES) {
      setDocuments((list) => [...list, { ...picked, state: 'failed', error: uploadCopy.tooLarge }]);
      return;
    }
    setDocuments((list) => [...list, picked]);
    try {
      const result = await upload.mutateAsync(file);
      setDocuments((list) =>
        list.map((d) =>
          d.id === picked.id ? { ...picked, state: 'completed', url: result.file_url } : d,
        ),
      );
    } catch (cause) {
      const message = errorMessageOf(cause, 'file');
      setDocuments((list) =>
        list.map((d) => (d.id === picked.id ? { ...picked, state: 'failed', error: message } : d)),
      );
    }
  }

  const submit = form.handleSubmit(({ note }) => {
    setError(null);
    if (uploaded.length === 0 && !note.trim()) {
      setError(t('claims.infoRequired'));
      return;
    }
    send.mutate(
      { claimId: claim.id, documents: uploaded, note },
      {
        onError: (cause) => setError(errorMessageOf(cause)),
      },
    );
  });

  return (
    <form className="claim-confirm" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h4 id={`${id}-title`}>{t('claims.infoTitle')}</h4>
      {asked ? <p>{asked}</p> : <p>{t('claims.infoLead')}</p>}
      <FileDropZone
        label={t('claims.chooseFile')}
        helpText={t('claims.documentsFiles')}
        accept={CLAIM_DOCUMENT_ACCEPT}
        multiple
        files={documents}
        onFilesSelected={(files) => files.forEach((file) => void add(file))}
        onFilesRejected={() => setError(t('claims.unsupported'))}
        onRemove={(fileId) => setDocuments((list) => list.filter((d) => d.id !== fileId))}
      />
      <div className="ui-field">
        <label className="ui-field__label" htmlFor={`${id}-note`}>
          {t('claims.infoNote')}
        </label>
        <textarea
          id={`${id}-note`}
          className="ui-input claim-info__note"
          rows={3}
          maxLength={2000}
          {...form.register('note')}
        />
      </div>
      <FormError variant="line" message={error} />
      <FormActions submit={t('claims.infoSend')} busy={send.isPending} disabled={uploading} />
    </form>
  );
}
