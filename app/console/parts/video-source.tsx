/**
 * A site video's source in the console's form (docs/admin-console.md "Site content"): either an
 * uploaded MP4 with its poster picture, or the address of a video site's player page.
 *
 * Without JavaScript: a file input for the video and one for the poster picture; the route's
 * action uploads both (POST /admin/uploads) before it saves the video.
 * With JavaScript: the chosen MP4 is uploaded at once (lib/upload.ts, to the admin API with the
 * session's CSRF token) with a progress bar; the uploaded video then plays in a <video>, the
 * editor picks a moment (the player's own controls or the slider) and "Use this frame" draws it
 * on a canvas and uploads it as the poster picture (JPEG). The form then carries the two
 * addresses, as if they had been typed.
 */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n';
import { fieldMessage, uploadRefusal, type FormValues, type Problem } from '../lib/forms';
import { uploadFile } from '../lib/upload';
import { describedBy, fieldId, FieldFrame } from './form-parts';
import ui from './console.module.css';
import styles from './site.module.css';

interface Props {
  form: string;
  values: FormValues;
  problem?: Problem | null;
  /** the embeddable hosts (VIDEO_EMBED_HOSTS) */
  hosts: string[];
  csrf: string | null | undefined;
  /** where the browser uploads: the admin API's uploads call */
  uploadUrl: string;
}

type Upload =
  { state: 'idle' } | { state: 'sending'; pct: number } | { state: 'done' } | { state: 'failed'; status: number };

/** seconds as m:ss.s */
const clock = (s: number) => `${Math.floor(s / 60)}:${(s % 60).toFixed(1).padStart(4, '0')}`;

export function VideoSource({ form, values, problem, hosts, csrf, uploadUrl }: Props) {
  const { t } = useTranslation();
  const [source, setSource] = useState(values.source === 'embed' ? 'embed' : 'upload');
  const [videoUrl, setVideoUrl] = useState(values.videoUrl ?? '');
  const [thumbUrl, setThumbUrl] = useState(values.thumbUrl ?? '');
  const [sending, setSending] = useState<Upload>({ state: 'idle' });
  const [frame, setFrame] = useState<{ state: 'idle' | 'sending' | 'done' | 'failed'; at: number }>({
    state: 'idle',
    at: 0,
  });
  const [time, setTime] = useState(0);
  const [duration, setDuration] = useState(0);
  const [js, setJs] = useState(false);
  const video = useRef<HTMLVideoElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  useEffect(() => setJs(true), []);

  const err = (name: string) => {
    const raw = problem?.errors[name];
    if (!raw) return null;
    return fieldMessage(t, raw);
  };
  const id = (name: string) => fieldId(form, name);
  /** a file's address the page keeps in step (an upload or a taken frame fills it in) */
  const addressInput = (
    name: 'videoUrl' | 'thumbUrl',
    value: string,
    setValue: (v: string) => void,
    error: string | null,
    hint = false,
  ) => (
    <input
      id={id(name)}
      className={ui.input}
      name={name}
      value={value}
      onChange={(e) => setValue(e.target.value)}
      maxLength={1000}
      autoComplete="off"
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy(id(name), error, hint)}
    />
  );
  // (the address of an uploaded video is checked only when the video is uploaded, not embedded)
  const videoUrlError = source === 'upload' ? err('videoUrl') : null;

  const onFile = async () => {
    const file = fileInput.current?.files?.[0];
    if (!file) return;
    setSending({ state: 'sending', pct: 0 });
    const answer = await uploadFile(uploadUrl, csrf, file, file.name, (pct) => setSending({ state: 'sending', pct }));
    if ('url' in answer) {
      setVideoUrl(answer.url);
      setSending({ state: 'done' });
      setFrame({ state: 'idle', at: 0 });
      // the file is uploaded: the form carries its address, not the file again
      if (fileInput.current) fileInput.current.value = '';
    } else {
      setSending({ state: 'failed', status: answer.status });
    }
  };

  const takeFrame = async () => {
    const v = video.current;
    if (!v || !v.videoWidth) {
      setFrame({ state: 'failed', at: time });
      return;
    }
    const at = v.currentTime;
    setFrame({ state: 'sending', at });
    try {
      const canvas = document.createElement('canvas');
      const scale = Math.min(1, 1920 / v.videoWidth);
      canvas.width = Math.round(v.videoWidth * scale);
      canvas.height = Math.round(v.videoHeight * scale);
      canvas.getContext('2d')?.drawImage(v, 0, 0, canvas.width, canvas.height);
      const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.88));
      if (!blob) throw new Error('no picture');
      const answer = await uploadFile(uploadUrl, csrf, blob, `poster-${Math.round(at * 10)}.jpg`);
      if (!('url' in answer)) throw new Error(`HTTP ${answer.status}`);
      setThumbUrl(answer.url);
      setFrame({ state: 'done', at });
    } catch {
      setFrame({ state: 'failed', at });
    }
  };

  const seek = (s: number) => {
    if (video.current) video.current.currentTime = s;
    setTime(s);
  };

  return (
    <>
      <fieldset className={styles.sourceChoice}>
        <legend>{t('adminSite.videos.source')}</legend>
        {(['upload', 'embed'] as const).map((s) => (
          <label key={s} className={styles.radio}>
            <input type="radio" name="source" value={s} checked={source === s} onChange={() => setSource(s)} />
            {t(s === 'upload' ? 'adminSite.videos.sourceUpload' : 'adminSite.videos.sourceEmbed')}
          </label>
        ))}
      </fieldset>

      <div hidden={js && source !== 'upload'} data-testid="video-upload-part">
        <div className={ui.field}>
          <label htmlFor={id('videoFile')}>{t('adminSite.videos.file')}</label>
          <input
            id={id('videoFile')}
            ref={fileInput}
            className={ui.file}
            type="file"
            name="videoFile"
            accept="video/mp4,.mp4"
            onChange={() => void onFile()}
            aria-describedby={`${id('videoFile')}-hint`}
            aria-invalid={err('videoFile') ? true : undefined}
          />
          <p id={`${id('videoFile')}-hint`} className={ui.hint}>
            {t('adminSite.videos.fileHint')}
          </p>
          {err('videoFile') ? <p className={ui.fieldError}>{err('videoFile')}</p> : null}
          {sending.state === 'sending' ? (
            <p role="status">
              <progress
                className={styles.progress}
                max={100}
                value={sending.pct}
                aria-label={t('adminSite.videos.file')}
              />
              <br />
              {t('adminSite.videos.uploading', { pct: sending.pct })}
            </p>
          ) : sending.state === 'done' ? (
            <p role="status" className={ui.muted}>
              {t('adminSite.videos.uploaded')}
            </p>
          ) : sending.state === 'failed' ? (
            <p role="alert" className={ui.fieldError}>
              {t('adminSite.videos.uploadFailed')} {fieldMessage(t, uploadRefusal(sending.status))}
            </p>
          ) : null}
        </div>
        <FieldFrame id={id('videoUrl')} label={t('adminSite.videos.videoUrl')} error={videoUrlError}>
          {addressInput('videoUrl', videoUrl, setVideoUrl, videoUrlError)}
        </FieldFrame>
        {js && /\.mp4$/i.test(videoUrl) ? (
          <div className={styles.videoBox}>
            <p>
              <strong>{t('adminSite.videos.posterFrame')}</strong>
            </p>
            <p className={ui.hint}>{t('adminSite.videos.posterFrameLead')}</p>
            <video
              ref={video}
              src={videoUrl}
              controls
              preload="metadata"
              playsInline
              muted
              data-testid="poster-video"
              onLoadedMetadata={(e) => setDuration(e.currentTarget.duration || 0)}
              onTimeUpdate={(e) => setTime(e.currentTarget.currentTime)}
              onSeeked={(e) => setTime(e.currentTarget.currentTime)}
            />
            <div className={styles.frameRow}>
              <label htmlFor={id('frameAt')} className="visually-hidden">
                {t('adminSite.videos.frameAt', { time: clock(time) })}
              </label>
              <input
                id={id('frameAt')}
                type="range"
                min={0}
                max={duration || 0}
                step={0.1}
                value={Math.min(time, duration || 0)}
                onChange={(e) => seek(Number(e.target.value))}
                aria-valuetext={clock(time)}
              />
              <span className={ui.muted}>{clock(time)}</span>
              <button
                type="button"
                className={ui.buttonSecondary}
                onClick={() => void takeFrame()}
                disabled={frame.state === 'sending'}
              >
                {t('adminSite.videos.useFrame')}
              </button>
            </div>
            {frame.state === 'done' ? (
              <p role="status">{t('adminSite.videos.frameTaken', { time: clock(frame.at) })}</p>
            ) : frame.state === 'failed' ? (
              <p role="alert" className={ui.fieldError}>
                {t('adminSite.videos.frameFailed')}
              </p>
            ) : null}
          </div>
        ) : null}
      </div>

      <div hidden={js && source !== 'embed'} data-testid="video-embed-part">
        <div className={ui.field}>
          <label htmlFor={id('embedUrl')}>{t('adminSite.videos.embedUrl')}</label>
          <input
            id={id('embedUrl')}
            className={ui.input}
            name="embedUrl"
            defaultValue={values.embedUrl ?? ''}
            maxLength={1000}
            autoComplete="off"
            inputMode="url"
            placeholder="https://player.bilibili.com/player.html?bvid=…"
            aria-describedby={`${id('embedUrl')}-hint${err('embedUrl') ? ` ${id('embedUrl')}-error` : ''}`}
            aria-invalid={err('embedUrl') ? true : undefined}
          />
          <p id={`${id('embedUrl')}-hint`} className={ui.hint}>
            {t('adminSite.videos.embedHint', { hosts: hosts.join(', ') })}
          </p>
          {err('embedUrl') ? (
            <p id={`${id('embedUrl')}-error`} className={ui.fieldError} data-testid="embed-error">
              {err('embedUrl')}
            </p>
          ) : null}
        </div>
      </div>

      <fieldset className={ui.imageField}>
        <legend>{t('adminSite.videos.poster')}</legend>
        <div className={ui.imageRow}>
          <div className={ui.imagePreview}>
            {thumbUrl ? (
              <img src={thumbUrl} alt="" data-testid="poster-preview" />
            ) : (
              <span className={ui.muted} aria-hidden="true">
                —
              </span>
            )}
          </div>
          <div className={ui.imageInputs}>
            <FieldFrame id={id('thumbFile')} label={t('adminSite.videos.uploadPoster')} error={err('thumbFile')}>
              <input
                id={id('thumbFile')}
                className={ui.file}
                type="file"
                name="thumbFile"
                accept="image/jpeg,image/png,image/webp,image/avif"
                aria-invalid={err('thumbFile') ? true : undefined}
                aria-describedby={describedBy(id('thumbFile'), err('thumbFile'))}
              />
            </FieldFrame>
            <FieldFrame
              id={id('thumbUrl')}
              label={t('adminSite.pictureAddress')}
              hint={t('adminSite.videos.posterHint')}
              error={err('thumbUrl')}
            >
              {addressInput('thumbUrl', thumbUrl, setThumbUrl, err('thumbUrl'), true)}
            </FieldFrame>
          </div>
        </div>
      </fieldset>
    </>
  );
}
