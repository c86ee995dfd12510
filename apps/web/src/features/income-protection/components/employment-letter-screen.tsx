import {
  acceptAttribute,
  EMPLOYMENT_LETTER_FILE_KINDS,
  UPLOAD_MAX_BYTES,
  uploadCopy,
} from '@alaafia/domain';
import { useRef, useState } from 'react';
import { AlertDialog } from '#components/ui/alert-dialog.js';
import { Button } from '#components/ui/button.js';
import { FileDropZone, type DropZoneFile } from '#components/ui/file-drop-zone.js';
import { ApiError } from '#lib/api-client.js';
import { useUploadEmploymentLetter } from '../api/upload-employment-letter';
import { updateOnboarding } from '../income-storage';
import '#styles/flows.css';
import '#styles/income.css';
import { ErrorWords, useT } from '#lib/i18n.js';
import type { Translate } from '@alaafia/i18n';

/** The letter as the screen shows it, with its file_url once uploaded. */
export type LetterUpload = DropZoneFile & { url?: string };

type EmploymentLetterScreenProps = {
  /** Kept by the wizard, so going back from 94 still shows the uploaded letter. */
  letter: LetterUpload | null;
  onLetterChange: (letter: LetterUpload | null) => void;
  /** 'Validate': on to employment information (94). */
  onValidated: () => void;
};

const ACCEPT = acceptAttribute(EMPLOYMENT_LETTER_FILE_KINDS);

/** 'Error!' with the first file error, else the message. */
function uploadFailureMessage(t: Translate, error: unknown): string {
  if (!(error instanceof ApiError)) return t('common.error.generic');
  return error.field('file') ?? error.field('type') ?? error.message;
}

/**
 * Stage 92: the employment letter, by click or drag and drop ('Upload your employment letter,
 * payslips and any other documents. Files supported: Docs, Pdfs, JPG, PNGs.'). The file is sent as
 * soon as it is chosen and shows uploading, completed or failed; a completed or failed file can be
 * removed. 'Validate' is enabled once an upload has completed.
 */
export function EmploymentLetterScreen({
  letter,
  onLetterChange,
  onValidated,
}: EmploymentLetterScreenProps) {
  const t = useT();
  const upload = useUploadEmploymentLetter();
  const [alert, setAlert] = useState<string | null>(null);
  const sequence = useRef(0);

  function fail(file: LetterUpload, message: string) {
    onLetterChange({ ...file, state: 'failed', error: message });
    setAlert(message);
  }

  async function send(file: File) {
    sequence.current += 1;
    const picked: LetterUpload = {
      id: `letter-${sequence.current}`,
      name: file.name,
      state: 'uploading',
    };
    // Checked here too, so nobody waits for 10 MB to go up only to be refused (the server checks content).
    if (file.size > UPLOAD_MAX_BYTES) {
      fail(picked, uploadCopy.tooLarge);
      return;
    }
    onLetterChange(picked);
    try {
      const result = await upload.mutateAsync(file);
      updateOnboarding({ employment_letter_url: result.file_url });
      onLetterChange({ ...picked, state: 'completed', url: result.file_url });
    } catch (error) {
      fail(picked, uploadFailureMessage(t, error));
    }
  }

  return (
    <div className="flow-screen">
      <h2 className="flow-screen__title" data-stage-heading>
        {t('income.letterTitle')}
      </h2>
      <FileDropZone
        label={t('income.letterLabel')}
        helpText={<ErrorWords text={uploadCopy.employmentLetterHelp} />}
        accept={ACCEPT}
        disabled={upload.isPending}
        files={letter ? [letter] : []}
        onFilesSelected={(files) => {
          const [file] = files;
          if (file) void send(file);
        }}
        onFilesRejected={() => setAlert(uploadCopy.employmentLetterUnsupported)}
        onRemove={() => onLetterChange(null)}
      />
      <Button
        fullWidth
        disabled={letter?.state !== 'completed' || !letter.url}
        onClick={onValidated}
      >
        {t('income.validate')}
      </Button>
      <AlertDialog open={alert !== null} message={alert} onClose={() => setAlert(null)} />
    </div>
  );
}
