import type { Customer } from '@alaafia/domain';
import { isLanguage, LANGUAGE_NAMES, LANGUAGES } from '@alaafia/i18n';
import { useId, useState } from 'react';
import { Select } from '#components/ui/select.js';
import { ApiError } from '#lib/api-client.js';
import { useLanguage, useT } from '#lib/i18n.js';
import { useUpdateProfile } from '../api/update-profile';

/** Where the page goes once the language is saved: the same page, drawn again in it. */
type ReloadPage = () => void;

const reloadPage: ReloadPage = () => window.location.reload();

/**
 * Settings' language (issue 42): the customer's choice, kept on their account (PATCH
 * /local/customers/{id} `language`), which their pages and the messages we send them use. The page
 * is drawn by the server in the account's language, so once saved it is loaded again.
 */
export function LanguageSection({
  customer,
  reload = reloadPage,
}: {
  customer: Customer;
  reload?: ReloadPage;
}) {
  const t = useT();
  const id = useId();
  const current = useLanguage();
  const update = useUpdateProfile(customer.id);
  const [error, setError] = useState<string | null>(null);
  return (
    <section className="page-card settings-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('settings.language.title')}</h2>
      <p className="settings-section__intro">{t('settings.language.intro')}</p>
      <Select
        label={t('settings.language.label')}
        value={update.isPending ? (update.variables.language ?? current) : current}
        options={LANGUAGES.map((language) => ({
          value: language,
          label: LANGUAGE_NAMES[language],
        }))}
        disabled={update.isPending}
        error={error ?? undefined}
        onChange={(event) => {
          const language = event.target.value;
          if (!isLanguage(language) || language === current) return;
          setError(null);
          update.mutate(
            { language },
            {
              onSuccess: () => reload(),
              onError: (failure) =>
                setError(failure instanceof ApiError ? failure.message : String(failure)),
            },
          );
        }}
      />
      {update.isPending ? (
        <p className="settings-section__intro" role="status">
          {t('settings.language.saving')}
        </p>
      ) : null}
    </section>
  );
}
