import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FileDropZone, type DropZoneFile, type FileDropZoneProps } from './file-drop-zone';

const help =
  'Upload your employment letter, payslips and any other documents. Files supported: Docs, Pdfs, JPG, PNGs.';
const pdf = () => new File(['%PDF-1.7'], 'letter.pdf', { type: 'application/pdf' });
const exe = () => new File(['MZ'], 'virus.exe', { type: 'application/x-msdownload' });

function renderZone(props: Partial<FileDropZoneProps> = {}) {
  const handlers = { onFilesSelected: vi.fn(), onRemove: vi.fn(), onFilesRejected: vi.fn() };
  const result = render(
    <FileDropZone
      label="Employment letter"
      helpText={help}
      accept=".pdf,.doc,.docx,.jpg,.jpeg,.png"
      files={[]}
      {...handlers}
      {...props}
    />,
  );
  const input = result.container.querySelector('input[type="file"]') as HTMLInputElement;
  return { ...handlers, input };
}

const target = () => screen.getByRole('button', { name: /Employment letter/ });

describe('FileDropZone', () => {
  it('When rendered, then the picker is a button described by the help text', () => {
    renderZone();
    expect(target()).toHaveAccessibleDescription(help);
  });

  it('When Enter or Space is pressed on the zone, then the file picker opens', async () => {
    const { input } = renderZone();
    const click = vi.spyOn(input, 'click');
    target().focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    expect(click).toHaveBeenCalledTimes(2);
  });

  it('When a file is chosen in the picker, then onFilesSelected receives it', async () => {
    const { input, onFilesSelected } = renderZone();
    const file = pdf();
    await userEvent.upload(input, file);
    expect(onFilesSelected).toHaveBeenCalledWith([file]);
  });

  it('When files are dropped, then accepted ones are selected and refused ones reported', () => {
    const { onFilesSelected, onFilesRejected } = renderZone({ multiple: true });
    const good = pdf();
    const bad = exe();
    fireEvent.dragOver(target(), { dataTransfer: { files: [good, bad] } });
    expect(target()).toHaveClass('ui-dropzone__target--dragging');
    fireEvent.drop(target(), { dataTransfer: { files: [good, bad] } });
    expect(onFilesSelected).toHaveBeenCalledWith([good]);
    expect(onFilesRejected).toHaveBeenCalledWith([bad]);
    expect(target()).not.toHaveClass('ui-dropzone__target--dragging');
  });

  it('When several files are dropped without multiple, then only the first is selected', () => {
    const { onFilesSelected } = renderZone();
    const first = pdf();
    const second = new File(['x'], 'payslip.png', { type: 'image/png' });
    fireEvent.drop(target(), { dataTransfer: { files: [first, second] } });
    expect(onFilesSelected).toHaveBeenCalledWith([first]);
  });

  it('When files are listed, then each shows its state and only finished ones can be removed', async () => {
    const files: DropZoneFile[] = [
      { id: '1', name: 'letter.pdf', state: 'uploading' },
      { id: '2', name: 'payslip.png', state: 'completed' },
      { id: '3', name: 'scan.jpg', state: 'failed', error: 'File is too large' },
    ];
    const { onRemove } = renderZone({ files });
    const items = screen.getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('letter.pdfUploading…');
    expect(items[1]).toHaveTextContent('payslip.pngUploaded');
    expect(items[2]).toHaveTextContent('scan.jpgFile is too large');
    expect(screen.queryByRole('button', { name: 'Remove letter.pdf' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Remove payslip.png' }));
    await userEvent.click(screen.getByRole('button', { name: 'Remove scan.jpg' }));
    expect(onRemove.mock.calls).toEqual([['2'], ['3']]);
  });

  it('When disabled, then a drop is ignored', () => {
    const { onFilesSelected } = renderZone({ disabled: true });
    fireEvent.drop(target(), { dataTransfer: { files: [pdf()] } });
    expect(onFilesSelected).not.toHaveBeenCalled();
    expect(target()).toBeDisabled();
  });
});
