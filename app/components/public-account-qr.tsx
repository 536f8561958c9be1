import { useTranslation } from '../i18n';

/**
 * The WeChat public account's QR code and its caption ("scan to follow"), as the footer and the news
 * sidebar show it: loaded lazily (it is below the fold on every page); the caller gives its size
 * and the classes of the picture and the caption.
 */
export function PublicAccountQr({
  size,
  className,
  captionClassName,
}: {
  size: number;
  className?: string;
  captionClassName?: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      <img
        className={className}
        src="/images/qr-public-account.svg"
        alt={t('footer.qrAlt')}
        width={size}
        height={size}
        loading="lazy"
        decoding="async"
      />
      <p className={captionClassName}>{t('footer.qrCaption')}</p>
    </>
  );
}
