import { NAME_MISMATCH_MESSAGES } from '@alaafia/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '#test/render.js';
import { yoruba } from '#test/yoruba.js';
import { NameMismatchModal } from './name-mismatch-modal';

const noop = () => undefined;

// The API answers a name mismatch in the spec's English (clients know a mismatch by those words);
// the modal says it in the customer's language (issue 42; docs/architecture.md, 'Languages').
describe('the name-mismatch modal', () => {
  it("When a Yoruba customer's voter's card name does not match, then the sentence is Yoruba, not the API's English", () => {
    renderWithProviders(
      <NameMismatchModal
        open
        message={NAME_MISMATCH_MESSAGES.vin}
        onConfirm={noop}
        onCancel={noop}
      />,
      { translator: yoruba },
    );
    const dialog = screen.getByRole('alertdialog');
    expect(dialog).toHaveTextContent(
      'A kò lè jẹ́rìísí nọ́ńbà káàdì ìdìbò rẹ (VIN) nítorí pé orúkọ kò bára mu.',
    );
    expect(dialog).not.toHaveTextContent('Unable to validate');
  });

  it('When the customer reads English, then each ID type says the spec words word for word', () => {
    for (const message of Object.values(NAME_MISMATCH_MESSAGES)) {
      const { unmount } = renderWithProviders(
        <NameMismatchModal open message={message} onConfirm={noop} onCancel={noop} />,
      );
      expect(screen.getByRole('alertdialog')).toHaveTextContent(message);
      unmount();
    }
  });

  it('When the API sends another sentence with the mismatch words, then it is shown as it came', () => {
    const other = 'Unable to validate your ID because name does not match.';
    renderWithProviders(
      <NameMismatchModal open message={other} onConfirm={noop} onCancel={noop} />,
      { translator: yoruba },
    );
    expect(screen.getByRole('alertdialog')).toHaveTextContent(other);
  });
});
