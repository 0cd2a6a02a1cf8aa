import { useState } from 'react';

import { NEED_DEADLINE_DAYS_MAX, NEED_QUANTITY_MAX } from '@tabarru/contract/needs';

import { Field } from '../../components/ui/field';
import { WantedForm, type WantedValues } from '../../components/wanted/wanted-form';
import { useLanguage } from '../../hooks/use-language';
import { useTranslation } from '../../i18n/use-translation';
import { daysFromToday } from '../../lib/amman-days';
import { formatNumber } from '../../lib/format';
import { CountField } from './count-field';

/** A need's values as typed and chosen: what is looked for, how many, and by which day. */
export type NeedValues = WantedValues & { quantity: string; deadline: string };

const EMPTY: NeedValues = {
  title: '',
  description: '',
  category: '',
  region: '',
  quantity: '',
  deadline: '',
};

/**
 * What an organisation needs: a wanted post's fields, then how many and the day they are needed
 * by, from today to a year ahead on Amman's clock. The API's refusal of a field (a day out of
 * range among them) shows beside it.
 */
export function NeedForm({
  submit,
  pending,
}: {
  /** sends the values; fails with the API's refusal */
  submit: (values: NeedValues) => Promise<unknown>;
  pending: boolean;
}) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const [days] = useState(() => daysFromToday(new Date(), NEED_DEADLINE_DAYS_MAX));
  return (
    <WantedForm
      initial={EMPTY}
      submit={submit}
      pending={pending}
      submitText={t('needs.create.submit')}
      pendingText={t('needs.create.submitting')}
      failedKey="needs.create.failed"
      more={({ id, values, errorOf, change }) => (
        <div className="grid gap-5 sm:grid-cols-2">
          <CountField
            id={`${id}-quantity`}
            label={t('needs.create.quantity')}
            hint={t('needs.create.quantityHint', {
              max: formatNumber(NEED_QUANTITY_MAX, language),
            })}
            error={errorOf('quantity')}
            max={NEED_QUANTITY_MAX}
            value={values.quantity}
            onChange={change('quantity')}
          />
          <Field
            id={`${id}-deadline`}
            label={t('needs.create.deadline')}
            hint={t('needs.create.deadlineHint')}
            error={errorOf('deadline')}
          >
            {(control) => (
              <input
                {...control}
                type="date"
                min={days.first}
                max={days.last}
                required
                value={values.deadline}
                onChange={(event) => change('deadline')(event.target.value)}
              />
            )}
          </Field>
        </div>
      )}
    />
  );
}
