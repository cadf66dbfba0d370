import { useCallback, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../../../../shared/errors.ts';
import { errorsFor, FieldErrors, FormErrors } from '../../../../components/FormErrors.tsx';
import { Alert } from '../../../../components/Alert.tsx';
import { Icon } from '../../../../components/Icon.tsx';
import { Modal } from '../../../../components/Modal.tsx';
import { errorsFromUnknown } from '../../../../lib/api-client.ts';
import { formatDate } from '../../../../lib/format-date.ts';
import { scheduleApi, type ScheduleDto } from '../api.ts';
import '../schedule.css';
import { useSiteTimeZone } from '../../../settings/settings-state.ts';
import { formFromSchedule, hasPendingPart, scheduleBodyFrom, scheduleOutdated, type ScheduleForm } from '../schedule-state.ts';

interface PageRef {
  id: number;
  conceptVersionID: number;
  revision: number;
}

/** One part's state in words: when it is due, or what became of it. */
function PartStatus({ label, part }: { label: string; part: ScheduleDto['publish'] }) {
  const { t, i18n } = useTranslation();
  const timeZone = useSiteTimeZone();
  if (!part) return null;
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(new Date(part.at));
  return (
    <li data-testid={`schedule-status-${label}`}>
      <strong>{t(`schedule.${label}`)}</strong>: {when} —{' '}
      {part.state === 'skipped'
        ? t('schedule.stateSkipped', { reason: t(`schedule.reason_${part.reason ?? 'unknown'}`) })
        : t(`schedule.state_${part.state}`, { date: formatDate(part.doneAt, i18n.language, true) })}
    </li>
  );
}

function ScheduleModal({
  page,
  onClose,
  onChanged,
}: {
  page: PageRef;
  onClose: () => void;
  onChanged: (schedule: ScheduleDto | null) => void;
}) {
  const { t } = useTranslation();
  const timeZone = useSiteTimeZone();
  const id = useId();
  const [schedule, setSchedule] = useState<ScheduleDto | null>(null);
  const [form, setForm] = useState<ScheduleForm>({ publishAt: '', unpublishAt: '' });
  const [errors, setErrors] = useState<ApiError[]>([]);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let current = true;
    scheduleApi
      .get(page.id)
      .then((answer) => {
        if (!current) return;
        setSchedule(answer.data);
        setForm(formFromSchedule(answer.data, timeZone));
      })
      .catch((error: unknown) => current && setErrors(errorsFromUnknown(error)));
    return () => {
      current = false;
    };
  }, [page.id, timeZone]);

  const run = async (action: () => Promise<ScheduleDto | null>) => {
    setBusy(true);
    setErrors([]);
    try {
      const next = await action();
      setSchedule(next);
      setForm(formFromSchedule(next, timeZone));
      onChanged(next);
    } catch (error) {
      setErrors(errorsFromUnknown(error));
    } finally {
      setBusy(false);
    }
  };
  const save = () =>
    run(async () => (await scheduleApi.set(page.id, scheduleBodyFrom(form, page.conceptVersionID, page.revision, timeZone))).data);
  const clear = () =>
    run(async () => {
      await scheduleApi.clear(page.id);
      return null;
    });

  const field = (key: keyof ScheduleForm) => (
    <div className="field">
      <label htmlFor={`${id}-${key}`} className="field__label">
        {t(`schedule.${key}`)}
      </label>
      <input
        id={`${id}-${key}`}
        type="datetime-local"
        className="field__input"
        value={form[key]}
        aria-describedby={`${id}-${key}-errors`}
        onChange={(event) => setForm({ ...form, [key]: event.target.value })}
      />
      <FieldErrors id={`${id}-${key}-errors`} errors={errorsFor(errors, key)} />
    </div>
  );

  return (
    <Modal
      title={t('schedule.title')}
      onClose={onClose}
      footer={
        <>
          {schedule && (
            <button type="button" className="button button--ghost button--danger-text" disabled={busy} onClick={() => void clear()}>
              {t('schedule.clear')}
            </button>
          )}
          <button type="button" className="button button--secondary" onClick={onClose}>
            {t('common.cancel')}
          </button>
          <button type="button" className="button button--primary" disabled={busy} onClick={() => void save()}>
            {busy ? t('publication.working') : t('schedule.save')}
          </button>
        </>
      }
    >
      <p className="muted">{t('schedule.intro', { zone: timeZone })}</p>
      {scheduleOutdated(schedule, page) && <Alert kind="warning">{t('schedule.outdated')}</Alert>}
      {schedule && (
        <ul className="schedule-status">
          <PartStatus label="publishAt" part={schedule.publish} />
          <PartStatus label="unpublishAt" part={schedule.unpublish} />
        </ul>
      )}
      <FormErrors
        errors={errors.filter((error) => error.property !== 'publishAt' && error.property !== 'unpublishAt')}
        includeFieldErrors
      />
      {field('publishAt')}
      {field('unpublishAt')}
    </Modal>
  );
}

/**
 * The page editor's schedule button (publish-page only; PublicationToolbar decides): opens the
 * dialog to set or clear the times the concept goes live and the page goes offline.
 */
export function SchedulePanel({ page, disabled }: { page: PageRef; disabled: boolean }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [schedule, setSchedule] = useState<ScheduleDto | null>(null);
  const pending = hasPendingPart(schedule);
  const load = useCallback(() => {
    scheduleApi
      .get(page.id)
      .then((answer) => setSchedule(answer.data))
      .catch(() => setSchedule(null));
  }, [page.id]);
  useEffect(load, [load]);
  const outdated = scheduleOutdated(schedule, page);
  const label = outdated ? t('schedule.openOutdated') : pending ? t('schedule.openScheduled') : t('schedule.open');
  return (
    <>
      {/* An icon button: the editor's header keeps Save on one line with the publication actions. */}
      <button
        type="button"
        className={`button button--icon ${pending ? 'button--secondary' : 'button--ghost'}${outdated ? ' button--attention' : ''}`}
        disabled={disabled}
        title={label}
        aria-label={label}
        onClick={() => setOpen(true)}
      >
        <Icon name="clock" size={18} />
      </button>
      {open && <ScheduleModal page={page} onClose={() => setOpen(false)} onChanged={setSchedule} />}
    </>
  );
}
