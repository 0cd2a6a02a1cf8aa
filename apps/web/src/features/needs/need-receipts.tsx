import { useId, useState, type FormEvent } from 'react';

import type { NeedReceiptReply, NeedReceiptWay } from '@tabarru/contract/needs';

import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { Field } from '../../components/ui/field';
import { FormAlert } from '../../components/ui/form-alert';
import { LoadFailed } from '../../components/ui/load-failed';
import { MemberLink } from '../../components/ui/member-link';
import { SkeletonRows } from '../../components/ui/skeleton';
import { useFormValues } from '../../hooks/use-form-values';
import { useLanguage } from '../../hooks/use-language';
import type { CatalogKey } from '../../i18n/i18n';
import { useTranslation } from '../../i18n/use-translation';
import { formatDate, formatNumber } from '../../lib/format';
import { showToast } from '../../lib/toast';
import { useNeedReceipts, useRecordReceipt } from './api/needs';
import { CountField } from './count-field';

/** What each way items came in is called, in the order the form offers them. */
const WAY_KEYS = {
  handover: 'needs.receipts.ways.handover',
  drop_off: 'needs.receipts.ways.drop_off',
} as const satisfies Record<NeedReceiptWay, CatalogKey>;

/**
 * The ways, read from their names above, which the type holds to the contract's: a value imported
 * from the contract's needs module would bring its schemas into the post's page.
 */
const WAYS = Object.keys(WAY_KEYS) as NeedReceiptWay[];

type ReceiptValues = { quantity: string; way: NeedReceiptWay; donor: string };

const EMPTY: ReceiptValues = { quantity: '', way: 'handover', donor: '' };

/**
 * For the need's own organisation, on its page: the form to record items that came in and, under
 * it, what it recorded so far. Once everything asked for came in, only the list.
 */
export function NeedReceipts({ postId, left }: { postId: number; left: number }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-4 border-t border-stone-200 pt-4">
      <h2 id={headingId} className="font-semibold text-stone-900">
        {t('needs.receipts.heading')}
      </h2>
      {left > 0 ? (
        <ReceiptForm postId={postId} left={left} />
      ) : (
        <p className="rounded-lg bg-brand-50 px-3 py-2 font-semibold text-brand-900">
          {t('needs.receipts.fulfilled')}
        </p>
      )}
      <ReceiptList postId={postId} />
    </section>
  );
}

/**
 * How many came in, how (handed over by a member, whom it may name by username so the handover
 * counts for them too, or left at a drop-off point). A refusal of the quantity (more than is
 * left) or of the username (nobody has it) shows beside it; any other above the button.
 */
function ReceiptForm({ postId, left }: { postId: number; left: number }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const id = useId();
  const record = useRecordReceipt();
  const [failure, setFailure] = useState<string | null>(null);
  const { values, errorOf, change, reset, send } = useFormValues(EMPTY, {
    failedKey: 'needs.receipts.failed',
    onOtherRefusal: setFailure,
  });
  const handover = values.way === 'handover';

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const sent = await send(({ quantity, way, donor }) =>
      record.mutateAsync({
        postId,
        receipt: { quantity, way, donor: handover ? donor : undefined },
      }),
    );
    if (!sent) return;
    reset();
    showToast('success', t('needs.receipts.recorded'));
  }

  return (
    <form onSubmit={(event) => void handleSubmit(event)} className="space-y-5" noValidate>
      <div className="sm:max-w-xs">
        <CountField
          id={`${id}-quantity`}
          label={t('needs.receipts.quantity')}
          hint={t('needs.receipts.quantityHint', { left: formatNumber(left, language) })}
          error={errorOf('quantity')}
          max={left}
          value={values.quantity}
          onChange={change('quantity')}
        />
      </div>
      <fieldset>
        <legend className="font-semibold text-stone-900">{t('needs.receipts.way')}</legend>
        <div className="mt-2 space-y-2">
          {WAYS.map((way) => (
            <label
              key={way}
              className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-stone-300 px-3 py-2 has-checked:border-brand-700 has-checked:bg-brand-50"
            >
              <input
                type="radio"
                name={`${id}-way`}
                value={way}
                checked={values.way === way}
                onChange={() => change('way')(way)}
                className="size-5 shrink-0 accent-brand-700"
              />
              <span>{t(WAY_KEYS[way])}</span>
            </label>
          ))}
        </div>
      </fieldset>
      {handover && (
        <Field
          id={`${id}-donor`}
          label={t('needs.receipts.donor')}
          hint={t('needs.receipts.donorHint')}
          error={errorOf('donor')}
        >
          {(control) => (
            <input
              {...control}
              dir="auto"
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              value={values.donor}
              onChange={(event) => change('donor')(event.target.value)}
            />
          )}
        </Field>
      )}
      <FormAlert text={failure} />
      <Button type="submit" disabled={record.isPending} className="min-h-11">
        {record.isPending ? t('needs.receipts.submitting') : t('needs.receipts.submit')}
      </Button>
    </form>
  );
}

/** What the organisation recorded for the need, the newest first. */
function ReceiptList({ postId }: { postId: number }) {
  const { t } = useTranslation();
  const headingId = useId();
  const receipts = useNeedReceipts(postId);

  let content;
  if (receipts.isPending) {
    content = <SkeletonRows label={t('needs.receipts.loading')} count={1} />;
  } else if (receipts.isError) {
    content = (
      <LoadFailed
        text={t('needs.receipts.loadFailed')}
        retryLabel={t('needs.tryAgain')}
        onRetry={() => void receipts.refetch()}
      />
    );
  } else if (receipts.data.receipts.length === 0) {
    content = <EmptyState text={t('needs.receipts.empty')} className="py-6" />;
  } else {
    content = (
      <ul className="divide-y divide-stone-200 rounded-2xl border border-stone-200 bg-white">
        {receipts.data.receipts.map((receipt) => (
          <ReceiptRow key={receipt.id} receipt={receipt} />
        ))}
      </ul>
    );
  }

  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h3 id={headingId} className="font-semibold text-stone-900">
        {t('needs.receipts.listHeading')}
      </h3>
      {content}
    </section>
  );
}

/** One receipt: how many, how (with the member who handed them over, when named) and when. */
function ReceiptRow({ receipt }: { receipt: NeedReceiptReply }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  return (
    <li className="flex flex-wrap items-baseline gap-x-3 gap-y-1 p-3 sm:p-4">
      <span className="font-semibold text-stone-900">
        {t('needs.receipts.items', { count: receipt.quantity })}
      </span>
      <span className="text-stone-700">
        {receipt.donor ? (
          <>
            {t('needs.receipts.handedOverBy')}{' '}
            <MemberLink userId={receipt.donor.id}>{receipt.donor.username}</MemberLink>
          </>
        ) : (
          t(WAY_KEYS[receipt.way])
        )}
      </span>
      <time dateTime={receipt.received_at} className="text-sm text-stone-600">
        {formatDate(receipt.received_at, language, { dateStyle: 'medium' })}
      </time>
    </li>
  );
}
