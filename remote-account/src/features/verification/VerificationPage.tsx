import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Button,
  endpointKey,
  notify,
  QueryView,
  SkeletonText,
  useFormat,
  useSignedIn,
  useTranslation,
} from '@casino/shared';
import { FileUpload, SelectField } from '@casino/shared/ui/forms';
import { type Column, DataTable } from '@casino/shared/ui/table';
import type { PaymentCard, VerificationDocument } from '@casino/contract/schemas';
import { NAMESPACE } from '../../app/namespace';
import { SignInFirst } from '../../shared/SignInFirst';
import { actionMessage } from '../../shared/forms/messages';
import { cardsQuery, documentsQuery } from './verification-api';
import { DOCUMENT_KINDS, fileProblem, UPLOAD_MAX_BYTES, UPLOAD_MIME_TYPES, UPLOAD_QUOTA, uploadDocument, type DocumentKind } from './document-upload';
import styles from '../../shared/player-area.module.css';

/** /{lang}/player/verification */
export function VerificationPage() {
  const { t } = useTranslation(NAMESPACE);
  const isAuth = useSignedIn();
  return (
    <section className={styles.page} data-testid="verification-page">
      <h1 className={styles.heading}>{t('pages.verification')}</h1>
      {isAuth ? (
        <>
          <UploadForm />
          <Documents />
          <Cards />
        </>
      ) : (
        <SignInFirst />
      )}
    </section>
  );
}

function Documents() {
  const { t } = useTranslation(NAMESPACE);
  const format = useFormat();
  const query = useQuery(documentsQuery());
  const columns: Column<VerificationDocument>[] = [
    { key: 'kind', header: t('verification.column.kind'), cell: (d) => t(`verification.kind.${d.kind}`, { defaultValue: d.kind }) },
    { key: 'file', header: t('verification.column.file'), cell: (d) => d.fileName ?? '—' },
    { key: 'date', header: t('verification.column.date'), cell: (d) => format.date(d.updatedAt, 'dateTime') },
    {
      key: 'status',
      header: t('verification.column.status'),
      cell: (d) => (
        <span className={styles.status} data-testid={`document-status-${d.id}`}>
          {t(`verification.status.${d.status}`, { defaultValue: d.status })}
        </span>
      ),
    },
  ];
  return (
    <div className={styles.card}>
      <h2 className={styles.subheading}>{t('verification.documents')}</h2>
      <QueryView
        query={query}
        errorText={t('verification.error')}
        isEmpty={(data) => data.documents.length === 0}
        emptyText={t('verification.noDocuments')}
        loading={<SkeletonText lines={4} />}
      >
        {(data) => (
          <DataTable caption={t('verification.documents')} columns={columns} rows={data.documents} rowKey={(d) => String(d.id)} testId="documents" />
        )}
      </QueryView>
    </div>
  );
}

function Cards() {
  const { t } = useTranslation(NAMESPACE);
  const query = useQuery(cardsQuery());
  const columns: Column<PaymentCard>[] = [
    { key: 'card', header: t('verification.column.card'), cell: (c) => `${c.brand} ${c.mask}` },
    { key: 'expiry', header: t('verification.column.expiry'), cell: (c) => c.expiry },
    {
      key: 'status',
      header: t('verification.column.status'),
      cell: (c) => (
        <span className={styles.status} data-testid={`card-status-${c.id}`}>
          {t(`verification.cardStatus.${c.verificationStatus}`, { defaultValue: c.verificationStatus })}
        </span>
      ),
    },
  ];
  return (
    <div className={styles.card}>
      <h2 className={styles.subheading}>{t('verification.cards')}</h2>
      <QueryView
        query={query}
        errorText={t('verification.error')}
        isEmpty={(data) => data.cards.length === 0}
        emptyText={t('verification.noCards')}
        loading={<SkeletonText lines={2} />}
      >
        {(data) => <DataTable caption={t('verification.cards')} columns={columns} rows={data.cards} rowKey={(c) => String(c.id)} testId="cards" />}
      </QueryView>
    </div>
  );
}

function UploadForm() {
  const { t } = useTranslation(NAMESPACE);
  const format = useFormat();
  const queryClient = useQueryClient();
  const [kind, setKind] = useState<DocumentKind>(DOCUMENT_KINDS[0]);
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [progress, setProgress] = useState<'unknown' | null>(null);

  const upload = useMutation({
    mutationFn: (chosen: File) => uploadDocument(kind, chosen),
    // fetch reports no upload progress: the bar says the upload is under way, without a made-up percentage.
    onMutate: () => setProgress('unknown'),
    onSettled: () => setProgress(null),
    onSuccess: async () => {
      setFile(null);
      notify({ type: 'success', text: t('verification.uploaded') });
      // A requested document sent clears the header's "documents to confirm" (the player's hasDocumentsToConfirm,
      // refetched by the query client after every mutation).
      await queryClient.invalidateQueries({ queryKey: endpointKey('dashboard.documents') });
    },
    onError: (error) => {
      const code = (error as { code?: string }).code;
      // the API's per-player quota (files and bytes over UPLOAD_QUOTA.hours), stated below the field
      setProblem(code === 'rate_limited' ? 'verification.quotaReached' : actionMessage(code));
    },
  });

  const choose = (chosen: File) => {
    upload.reset();
    const wrong = fileProblem(chosen);
    setProblem(wrong);
    setFile(wrong ? null : chosen);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!file) return setProblem(problem ?? 'verification.noFile');
    upload.mutate(file);
  };
  const maxSize = format.number(UPLOAD_MAX_BYTES / 1024 / 1024, { style: 'unit', unit: 'megabyte' });
  const quota = t('verification.quota', {
    files: format.number(UPLOAD_QUOTA.files),
    size: format.number(UPLOAD_QUOTA.bytes / 1024 / 1024, { style: 'unit', unit: 'megabyte' }),
    hours: format.number(UPLOAD_QUOTA.hours),
  });
  // What the operator asked for (the header's "documents to send"), said where the player can answer it.
  const requested = (useQuery(documentsQuery()).data?.documents ?? []).filter((d) => d.status === 'requested');
  const requestedKinds = [...new Set(requested.map((d) => t(`verification.kind.${d.kind}`, { defaultValue: d.kind })))];

  return (
    <form className={`${styles.card} ${styles.form}`} onSubmit={submit} noValidate data-testid="upload-form">
      <h2 className={styles.subheading}>{t('verification.upload')}</h2>
      {requestedKinds.length > 0 && (
        <p className={styles.error} role="status" data-testid="documents-requested">
          {t('verification.requested', { kinds: requestedKinds.join(', ') })}
        </p>
      )}
      <SelectField
        label={t('verification.column.kind')}
        value={kind}
        onChange={(event) => setKind(event.target.value as DocumentKind)}
        options={DOCUMENT_KINDS.map((value) => ({ value, label: t(`verification.kind.${value}`) }))}
      />
      <FileUpload
        label={t('verification.file')}
        hint={t('verification.fileHint', { size: maxSize })}
        accept={UPLOAD_MIME_TYPES.join(',')}
        onFile={choose}
        progress={progress}
        {...(file ? { fileName: file.name } : {})}
        {...(problem ? { error: t(problem) } : {})}
      />
      <p className={styles.muted} data-testid="upload-quota">
        {quota}
      </p>
      <div className={styles.actions}>
        <Button type="submit" text={t('verification.send')} loading={upload.isPending} />
      </div>
    </form>
  );
}
