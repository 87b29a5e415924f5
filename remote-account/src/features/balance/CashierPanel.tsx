import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type ApiRequestError,
  Button,
  echoedError,
  endpointKey,
  FormPostFields,
  QueryView,
  routeLocale,
  useFormat,
  useParams,
  useSearchParams,
  useServerForm,
  useTranslation,
} from '@casino/shared';
import { localePath } from '@casino/contract';
import {
  ADDRESS_CODE,
  AMOUNT_CODE,
  BONUS_RULE_CODE,
  CASHIER_TAB_QUERY,
  CONFIRM_FIELD,
  exceedsBalance,
  LOSES_REWARD_NOTE,
  walletAddressFits,
} from '@casino/contract/form-posts';
import { SelectField, TextField } from '@casino/shared/ui/forms';
import type { BonusCampaign, CashierData, CashierMethod, Payment } from '@casino/contract/schemas';
import { NAMESPACE } from '../../app/namespace';
import { ConfirmDialog } from '../../shared/ConfirmDialog';
import { actionMessage } from '../../shared/forms/messages';
import { canLoseReward } from '../../shared/can-lose-reward';
import {
  activateCashboxBonus,
  amountProblem,
  cashboxBonusesQuery,
  cashierQuery,
  deposit,
  decimalsOf,
  parseAmount,
  verifyBonusRules,
  withdraw,
} from './cashier-api';
import { DepositLimitPrompt } from '../../shared/DepositLimitPrompt';
import { depositRoomOf, limitsQuery } from '../../shared/limits-api';
import styles from '../../shared/player-area.module.css';

type Kind = 'deposit' | 'withdrawal';
/** What a deposit brought: the payment, and the chosen bonus's activation (its error code when refused). */
type Result = { payment: Pick<Payment, 'kind' | 'status' | 'amount' | 'currency'>; bonus?: { title?: string; refused?: string } };

/**
 * The result of a payment the edge made (the form sent without JavaScript, FormPost.done), as the app's own result:
 * what the API answered, handed to this page once by the edge. A bonus whose title neither the answer nor the cashbox
 * has (the cashbox no longer lists it) has none: the message then names it generically, never as "".
 */
function resultOfDone(done: Record<string, string> | undefined, titleOf: (bonusId: string) => string | undefined): Result | null {
  if (!done || (done.kind !== 'deposit' && done.kind !== 'withdrawal') || !done.status || !done.amount || !done.currency) return null;
  const payment: Result['payment'] = { kind: done.kind, status: done.status as Payment['status'], amount: done.amount, currency: done.currency };
  if (!done.bonusId) return { payment };
  const title = done.bonusTitle || titleOf(done.bonusId) || undefined;
  return { payment, bonus: { ...(title ? { title } : {}), ...(done.bonusRefused ? { refused: done.bonusRefused } : {}) } };
}

/** A cashbox bonus the player can still take with a deposit. */
const offered = (campaign: BonusCampaign) => campaign.playerStatus === 'none' || campaign.playerStatus === 'available';

/** Deposit and withdrawal on the balance page: method, amount within its limits, a confirmation, then the result. */
export function CashierPanel() {
  const { t } = useTranslation(NAMESPACE);
  const cashier = useQuery(cashierQuery());
  return (
    <section className={styles.card} data-testid="cashier">
      <h2 className={styles.subheading}>{t('cashier.title')}</h2>
      <QueryView query={cashier} errorText={t('cashier.error')}>
        {(data) => <Cashier data={data} />}
      </QueryView>
    </section>
  );
}

function Cashier({ data }: { data: CashierData }) {
  const { t } = useTranslation(NAMESPACE);
  const locale = routeLocale(useParams());
  const format = useFormat();
  const campaigns = useQuery(cashboxBonusesQuery(locale)).data?.campaigns ?? [];
  const bonuses = campaigns.filter(offered);
  // The edge's answer when the browser sent the deposit or the withdrawal itself (docs/server-render.md): what was
  // typed and why it failed, the app's question before it sends (`echo.confirm`), or on the page after it what
  // happened (`done`). The withdrawal's, or a link to its tab (`?cashier=withdrawal`), opens the withdrawal.
  const [search, setSearch] = useSearchParams();
  const depositForm = useServerForm('deposit');
  const withdrawalForm = useServerForm('withdrawal');
  const firstKind: Kind =
    withdrawalForm.echo || withdrawalForm.done || (!depositForm.echo && !depositForm.done && search.get(CASHIER_TAB_QUERY) === 'withdrawal') ? 'withdrawal' : 'deposit';
  const { echo, done } = firstKind === 'withdrawal' ? withdrawalForm : depositForm;
  const [bonusId, setBonusId] = useState(echo?.values.bonusId ?? '');
  const bonus = bonuses.find((campaign) => String(campaign.id) === bonusId);
  const [losesReward, setLosesReward] = useState(false);
  const [checking, setChecking] = useState(false);
  const queryClient = useQueryClient();
  // Once the player has picked a tab, the address says which (reload, back and a shared link show it); until then what
  // the edge answered decides, as above.
  const [picked, setPicked] = useState(false);
  const addressed = search.get(CASHIER_TAB_QUERY);
  const kind: Kind = picked && (addressed === 'deposit' || addressed === 'withdrawal') ? addressed : firstKind;
  const methods = kind === 'deposit' ? data.deposit : data.withdrawal;
  const [methodId, setMethodId] = useState(echo?.values.methodId ?? '');
  const method: CashierMethod | undefined = methods.find((m) => m.id === methodId) ?? methods[0];
  const [amountText, setAmountText] = useState(echo?.values.amount ?? '');
  const [address, setAddress] = useState(echo?.values.address ?? '');
  const needsAddress = kind === 'withdrawal' && method?.type === 'crypto';
  const money = (amount: string) => format.money(amount, method?.currency ?? data.currency);
  const decimals = method ? decimalsOf(method.min) : 2;
  const echoed =
    echoedError(echo, 'amount') ?? echoedError(echo, 'methodId') ?? echoedError(echo, 'bonusId') ?? echoedError(echo, 'address') ?? echoedError(echo, '');
  // The edge's checks before the question say what the app says for them (an amount, a bonus rule), else the API's code.
  const echoedMessage = (code: string) =>
    code.startsWith(AMOUNT_CODE) && method
      ? t(code, { min: money(method.min), max: money(method.max) })
      : code.startsWith(BONUS_RULE_CODE)
        ? t(code, { defaultValue: t('form.errors.bonusRules'), min: bonus ? money(bonus.minDeposit) : '' })
        : code === ADDRESS_CODE
          ? t('history.payments.addressInvalid')
          : t(actionMessage(code));
  const [problem, setProblem] = useState<string | undefined>();
  const [asking, setAsking] = useState(false);
  const [result, setResult] = useState<Result | null>(null);
  // What the server handed the page (the edge's refusal or result) shows until the player acts: read while drawing,
  // from the page's data as it is now (the cashbox bonuses' titles), as the server drew it.
  const [served, setServed] = useState(true);
  const shownProblem = problem ?? (served && echoed ? echoedMessage(echoed) : undefined);
  const shownResult = result ?? (served ? resultOfDone(done, (id) => campaigns.find((campaign) => String(campaign.id) === id)?.title) : null);
  // The question drawn by the server (the form was sent before the app was live); the player answered or left it.
  const [leftQuestion, setLeftQuestion] = useState(false);
  const question = kind === firstKind && method && echo?.confirm && !leftQuestion ? echo.confirm : null;

  const send = useMutation({
    mutationFn: async (): Promise<Result> => {
      const body = { methodId: method!.id, amount: parseAmount(amountText, decimals)!, ...(needsAddress ? { address: address.trim() } : {}) };
      if (kind === 'withdrawal') return { payment: await withdraw(body) };
      const payment = await deposit(body);
      if (!bonus || payment.status !== 'completed') return { payment };
      // The money is in whatever the bonus answers: its refusal is part of the result, not a failed deposit.
      const refused = await activateCashboxBonus(bonus.id, locale).then(
        () => undefined,
        (error: ApiRequestError) => error.code,
      );
      return { payment, bonus: { title: bonus.title, refused } };
    },
    // A refusal by a limit is explained with what the limit leaves now, not what it left when the page opened.
    onError: (error: ApiRequestError) =>
      error.code === 'limit.exceeded' ? queryClient.invalidateQueries({ queryKey: endpointKey('rg.overview') }) : undefined,
    onSuccess: async (answer) => {
      setAsking(false);
      setLeftQuestion(true);
      setServed(false);
      setResult(answer);
      setAmountText('');
      setBonusId('');
      await Promise.all(
        (['dashboard.balance', 'payments.cashier', 'history.payments', 'bonuses.forCashbox', 'bonuses.forDashboard', 'history.bonuses', 'rg.overview'] as const).map(
          (key) => queryClient.invalidateQueries({ queryKey: endpointKey(key) }),
        ),
      );
    },
  });

  // A deposit refused by the player's own limit says how much the limit still lets through (issue 35).
  const limits = useQuery({ ...limitsQuery(), enabled: send.error instanceof Error && (send.error as ApiRequestError).code === 'limit.exceeded' });
  const depositRefusal = (error: ApiRequestError): string =>
    error.code === 'limit.exceeded' && kind === 'deposit' ? 'limits.cashier.reached' : actionMessage(error.code);
  const room = send.isError && limits.data ? depositRoomOf(limits.data) : null;

  const ask = async (event: React.FormEvent) => {
    event.preventDefault();
    setServed(false);
    setResult(null);
    if (!method) return;
    const amount = parseAmount(amountText, decimals);
    const issue = amountProblem(amount, method);
    if (issue) return setProblem(t(`cashier.amount.${issue}`, { min: money(method.min), max: money(method.max) }));
    // More than the balance is refused by the API anyway: said here, before the question, as the edge says it.
    if (kind === 'withdrawal' && exceedsBalance(amount, data.balance)) return setProblem(t(actionMessage('funds.insufficient')));
    if (needsAddress && !walletAddressFits(address)) return setProblem(t('history.payments.addressInvalid'));
    setLosesReward(false);
    if (kind === 'deposit' && bonus) {
      // The bonus's rules are checked before any money moves: a deposit too small for it is said here.
      setChecking(true);
      try {
        const [rules, loss] = await Promise.all([
          verifyBonusRules(bonus.id, amount!),
          canLoseReward(bonus.id).catch(() => ({ canLose: false })),
        ]);
        const broken = rules.violations[0];
        if (broken) return setProblem(t(`cashier.bonusRule.${broken.rule}`, { defaultValue: t('form.errors.bonusRules'), min: money(bonus.minDeposit) }));
        setLosesReward(loss.canLose);
      } catch (error) {
        return setProblem(t(actionMessage((error as ApiRequestError).code)));
      } finally {
        setChecking(false);
      }
    }
    setProblem(undefined);
    send.reset();
    setAsking(true);
  };
  // Another tab, by a click or by the browser's back and forward: what was typed for the other one is left behind.
  const leaveTab = () => {
    setServed(false);
    setLeftQuestion(true);
    setBonusId('');
    setMethodId('');
    setProblem(undefined);
    setResult(null);
  };
  const [shownKind, setShownKind] = useState<Kind>(kind);
  if (shownKind !== kind) {
    setShownKind(kind);
    leaveTab();
  }
  // A tab is an address, as the history page's sections are: a new tab is a new history entry, the same one is not.
  const switchTo = (next: Kind) => {
    setPicked(true);
    leaveTab();
    if (addressed === next) return;
    const nextSearch = new URLSearchParams(search);
    nextSearch.set(CASHIER_TAB_QUERY, next);
    setSearch(nextSearch);
  };

  return (
    <div className={styles.stack}>
      {/* Without JavaScript (or before the app is live) a tab is a link of this page: `?cashier=withdrawal`. */}
      <form className={styles.rowActions} method="get" action={localePath(locale, 'player/balance')} role="group" aria-label={t('cashier.title')}>
        {(['deposit', 'withdrawal'] as const).map((name) => (
          <Button
            key={name}
            type="submit"
            name={CASHIER_TAB_QUERY}
            value={name}
            size="small"
            color={name === kind ? 'gold' : 'transparent'}
            aria-pressed={name === kind}
            text={t(`cashier.${name}`)}
            onClick={(event) => {
              event.preventDefault();
              switchTo(name);
            }}
            data-testid={`cashier-${name}`}
          />
        ))}
      </form>
      <p className={styles.muted}>{t('cashier.balance', { amount: money(data.balance) })}</p>
      {shownResult && (
        <p className={styles.success} role="status" data-testid="cashier-result">
          {t(`cashier.result.${shownResult.payment.kind}.${shownResult.payment.status === 'completed' ? 'completed' : 'pending'}`, {
            amount: format.money(shownResult.payment.amount, shownResult.payment.currency),
          })}
        </p>
      )}
      {shownResult?.bonus && (
        <p className={shownResult.bonus.refused ? styles.error : styles.success} role="status" data-testid="cashier-bonus-result">
          {shownResult.bonus.refused
            ? shownResult.bonus.title
              ? t('cashier.bonusRefused', { title: shownResult.bonus.title, reason: t(actionMessage(shownResult.bonus.refused)) })
              : t('cashier.bonusRefusedUntitled', { reason: t(actionMessage(shownResult.bonus.refused)) })
            : shownResult.bonus.title
              ? t('cashier.bonusActive', { title: shownResult.bonus.title })
              : t('cashier.bonusActiveUntitled')}
        </p>
      )}
      {kind === 'deposit' && data.canDeposit && <DepositLimitPrompt currency={data.currency} />}
      {kind === 'deposit' && !data.canDeposit ? (
        <p role="alert" data-testid="deposits-blocked">
          {t('cashier.depositsBlocked')}
        </p>
      ) : methods.length === 0 ? (
        <p>{t('cashier.noMethods')}</p>
      ) : question && method ? (
        // The app's question, drawn in the page: the deposit or withdrawal form was sent before the app was live, and the
        // edge checked it as the app does before asking (host/server/form-posts.ts). Without JavaScript its button sends
        // the same form again with CONFIRM_FIELD; live, the app makes the payment itself.
        <form
          className={styles.form}
          method="post"
          action={localePath(locale, 'player/balance')}
          onSubmit={(event) => {
            event.preventDefault();
            send.mutate();
          }}
          aria-labelledby="cashier-confirm-title"
          data-testid="cashier-confirm"
        >
          <FormPostFields form={kind} />
          <input type="hidden" name="methodId" value={method.id} />
          <input type="hidden" name="amount" value={amountText} />
          {kind === 'deposit' && bonus && <input type="hidden" name="bonusId" value={bonusId} />}
          {needsAddress && <input type="hidden" name="address" value={address} />}
          <input type="hidden" name={CONFIRM_FIELD} value="1" />
          <h3 id="cashier-confirm-title" className={styles.subheading}>
            {t(`cashier.confirm.${kind}`)}
          </h3>
          <p>{t(`cashier.confirmText.${kind}`, { amount: money(parseAmount(amountText, decimals) ?? '0'), method: method.name })}</p>
          {kind === 'deposit' && bonus && <p>{t('cashier.confirmBonus', { title: bonus.title })}</p>}
          {kind === 'deposit' && bonus && question.notes.includes(LOSES_REWARD_NOTE) && (
            <p className={styles.error} role="alert">
              {t('bonusCampaigns.losesReward')}
            </p>
          )}
          {send.isError && (
            <p className={styles.error} role="alert">
              {t(depositRefusal(send.error as ApiRequestError))}
            </p>
          )}
          <div className={styles.actions}>
            <a
              // Without JavaScript: back to the form of the tab the question came from.
              href={`${localePath(locale, 'player/balance')}${kind === 'withdrawal' ? `?${CASHIER_TAB_QUERY}=withdrawal` : ''}`}
              onClick={(event) => {
                event.preventDefault();
                setLeftQuestion(true);
              }}
            >
              {t('actions.cancel')}
            </a>
            <Button type="submit" color="green" text={t(`cashier.${kind}`)} loading={send.isPending} />
          </div>
        </form>
      ) : (
        <form
          className={styles.form}
          // A deposit and a withdrawal are real forms: sent before the app is live (or without JavaScript), the edge
          // makes them (host/server/form-posts.ts), after the same question.
          method="post"
          action={localePath(locale, 'player/balance')}
          onSubmit={(event) => void ask(event)}
          noValidate
          data-testid="cashier-form"
        >
          <FormPostFields form={kind} />
          <SelectField
            name="methodId"
            label={t('cashier.method')}
            value={method?.id ?? ''}
            onChange={(event) => setMethodId(event.target.value)}
            options={methods.map((m) => ({ value: m.id, label: m.name }))}
          />
          <TextField
            name="amount"
            label={t('cashier.amountLabel', { currency: data.currency })}
            inputMode="decimal"
            autoComplete="off"
            value={amountText}
            onChange={(event) => setAmountText(event.target.value)}
            hint={method ? t('cashier.limits', { min: money(method.min), max: money(method.max) }) : undefined}
            error={shownProblem}
          />
          {kind === 'deposit' && bonuses.length > 0 && (
            <SelectField
              name="bonusId"
              label={t('cashier.bonus')}
              value={bonus ? bonusId : ''}
              onChange={(event) => setBonusId(event.target.value)}
              data-testid="cashier-bonus"
              options={[
                { value: '', label: t('cashier.noBonus') },
                ...bonuses.map((campaign) => ({
                  value: String(campaign.id),
                  label:
                    Number(campaign.minDeposit) > 0
                      ? t('cashier.bonusOption', { title: campaign.title, min: money(campaign.minDeposit) })
                      : campaign.title,
                })),
              ]}
            />
          )}
          {needsAddress && (
            <TextField name="address" label={t('cashier.address')} autoComplete="off" value={address} onChange={(event) => setAddress(event.target.value)} />
          )}
          <div>
            <Button type="submit" color="green" text={t(`cashier.${kind}`)} loading={checking} />
          </div>
        </form>
      )}
      <ConfirmDialog
        open={asking}
        title={t(`cashier.confirm.${kind}`)}
        confirmText={t(`cashier.${kind}`)}
        pending={send.isPending}
        error={send.isError ? depositRefusal(send.error as ApiRequestError) : undefined}
        onConfirm={() => send.mutate()}
        onClose={() => setAsking(false)}
      >
        <p>{t(`cashier.confirmText.${kind}`, { amount: money(parseAmount(amountText, decimals) ?? '0'), method: method?.name ?? '' })}</p>
        {kind === 'deposit' && bonus && <p>{t('cashier.confirmBonus', { title: bonus.title })}</p>}
        {room?.remaining && (
          <p className={styles.error} data-testid="deposit-limit-left">
            {t('limits.cashier.left', { amount: format.money(room.remaining, room.currency ?? data.currency) })}
          </p>
        )}
        {kind === 'deposit' && bonus && losesReward && (
          <p className={styles.error} role="alert">
            {t('bonusCampaigns.losesReward')}
          </p>
        )}
      </ConfirmDialog>
    </div>
  );
}
