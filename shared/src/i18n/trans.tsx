import { useContext, type ReactElement } from 'react';
import { I18nContext } from 'react-i18next';
import { Trans as TransWithoutContext } from 'react-i18next/TransWithoutContext';
import type { TFunction } from 'i18next';
import { i18n as pageI18n } from './i18n';

export interface TransProps {
  t: TFunction;
  i18nKey: string;
  values?: Record<string, unknown>;
  components?: Record<string, ReactElement>;
}

/**
 * react-i18next's Trans over the subtree's instance. Its own module (5.1 KB gzip with its HTML parser), loaded by the
 * root entry's `Trans` the first time one renders: two screens use it, every page would otherwise download it.
 */
export default function TransOfReactI18next({ t, i18nKey, values, components }: TransProps) {
  const i18n = useContext(I18nContext)?.i18n ?? pageI18n;
  return <TransWithoutContext i18n={i18n} t={t} i18nKey={i18nKey} values={values} components={components} />;
}
