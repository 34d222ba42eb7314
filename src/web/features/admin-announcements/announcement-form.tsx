import { zodResolver } from '@hookform/resolvers/zod';
import { lazy, Suspense, useId, useRef } from 'react';
import { useController, useForm } from 'react-hook-form';
import { z } from 'zod';
import {
  ANNOUNCEMENT_CONTENT_MAX_BYTES,
  ANNOUNCEMENT_SLUG_MAX_LENGTH,
  ANNOUNCEMENT_TITLE_MAX_LENGTH,
  announcementMessages,
  announcementTitleSchema,
} from '../../../domain/announcement.schemas.ts';
import { clampSlug, SLUG_PATTERN, slugify } from '../../../domain/slug.ts';
import { maxLengthHint } from '../../../domain/text-limits.ts';
import { FormActions } from '../../components/admin/form-actions.tsx';
import { useServerFieldErrors } from '../../components/admin/server-field-errors.ts';
import { useRebase } from '../../components/admin/use-rebase.ts';
import { type EditorVersion, VersionNotice } from '../../components/admin/version-notice.tsx';
import { ErrorMessage } from '../../components/error-message.tsx';
import { Input } from '../../components/input.tsx';
import { type FormFailure, fieldsOf } from '../../form-errors.ts';
import { announcementTexts, editorTexts } from './announcement-texts.ts';
import type { AdminAnnouncement, AnnouncementWrite, RoundOption } from './announcements.api.ts';

// Tiptap is downloaded only when the form is first shown.
const RichTextEditor = lazy(() => import('./rich-text-editor.tsx').then((m) => ({ default: m.RichTextEditor })));

const formSchema = z.object({
  title: announcementTitleSchema,
  slug: z
    .string()
    .max(ANNOUNCEMENT_SLUG_MAX_LENGTH, announcementMessages.slugTooLong)
    .refine((s) => s.trim() === '' || SLUG_PATTERN.test(slugify(s)), announcementMessages.slugInvalid),
  round: z.string(),
  content: z
    .string()
    .refine(
      (v) => new TextEncoder().encode(v).length <= ANNOUNCEMENT_CONTENT_MAX_BYTES,
      announcementMessages.contentTooLarge,
    ),
});
type FormValues = z.infer<typeof formSchema>;

/** The server's paths that the form shows under a field. */
export const announcementFields = fieldsOf(['title', 'slug', 'round', 'content']);

interface AnnouncementFormProps {
  /** null to create. */
  announcement: AdminAnnouncement | null;
  rounds: RoundOption[];
  pending: boolean;
  failure: FormFailure | null;
  version: EditorVersion;
  onSubmit: (data: AnnouncementWrite) => void;
  onCancel: () => void;
}

const defaultsOf = (announcement: AdminAnnouncement | null): FormValues => ({
  title: announcement?.title ?? '',
  slug: announcement?.slug ?? '',
  round: announcement?.round?.documentId ?? '',
  content: announcement?.content ?? '',
});

/** Title, slug (derived from the title until edited by hand), optional round, and the rich content. */
export function AnnouncementForm({
  announcement,
  rounds,
  pending,
  failure,
  version,
  onSubmit,
  onCancel,
}: AnnouncementFormProps) {
  const contentLabelId = useId();
  const roundId = useId();
  const initial = defaultsOf(announcement);
  // A slug that no longer follows its title was typed by hand: the title stops overwriting it.
  const slugByHand = useRef(initial.slug !== '' && initial.slug !== slugify(initial.title));
  const form = useForm<FormValues>({ resolver: zodResolver(formSchema), defaultValues: initial });
  const {
    register,
    handleSubmit,
    setValue,
    setError,
    control,
    formState: { errors },
  } = form;
  useServerFieldErrors(failure, setError);
  const { rebased } = useRebase(form, announcement, defaultsOf);
  const { field: content } = useController({ name: 'content', control });

  const title = register('title', {
    onChange: (e: { target: { value: string } }) => {
      if (!slugByHand.current) setValue('slug', clampSlug(slugify(e.target.value)), { shouldValidate: !!errors.slug });
    },
  });
  const slug = register('slug', {
    onChange: (e: { target: { value: string } }) => {
      slugByHand.current = e.target.value.trim() !== '';
    },
  });
  // Rounds of the select; a linked round missing from the list (failed load) stays selectable.
  const options =
    announcement?.round && !rounds.some((r) => r.documentId === announcement.round?.documentId)
      ? [announcement.round, ...rounds]
      : rounds;

  const submit = (v: FormValues) =>
    onSubmit({
      title: v.title,
      slug: slugify(v.slug) || clampSlug(slugify(v.title)),
      content: v.content,
      round: v.round ? { connect: [v.round] } : null,
    });

  return (
    <form noValidate onSubmit={handleSubmit(submit)} className="space-y-4">
      <VersionNotice
        version={version}
        rebased={rebased}
        labels={{
          title: announcementTexts.titleLabel,
          slug: announcementTexts.slugLabel,
          round: announcementTexts.roundLabel,
          content: announcementTexts.contentLabel,
        }}
        show={{ title: (v) => v, slug: (v) => v }}
      />
      {failure && <ErrorMessage text={failure.summary} />}
      <Input
        label={announcementTexts.titleLabel}
        required
        hint={maxLengthHint(ANNOUNCEMENT_TITLE_MAX_LENGTH)}
        error={errors.title?.message}
        {...title}
      />
      <Input
        label={announcementTexts.slugLabel}
        hint={`${announcementTexts.slugHint} ${maxLengthHint(ANNOUNCEMENT_SLUG_MAX_LENGTH)}`}
        autoCapitalize="none"
        spellCheck={false}
        error={errors.slug?.message}
        {...slug}
      />
      <div>
        <label htmlFor={roundId} className="mb-1.5 block text-sm font-semibold text-ink">
          {announcementTexts.roundLabel}
        </label>
        <select
          id={roundId}
          className="block min-h-11 w-full rounded-xl border border-slate-400 bg-white px-3 py-2 text-base text-ink shadow-sm"
          {...register('round')}
        >
          <option value="">{announcementTexts.noRound}</option>
          {options.map((r) => (
            <option key={r.documentId} value={r.documentId}>
              {r.name}
            </option>
          ))}
        </select>
      </div>
      <div>
        <span id={contentLabelId} className="mb-1.5 block text-sm font-semibold text-ink">
          {announcementTexts.contentLabel}
        </span>
        <Suspense
          fallback={
            <div
              role="status"
              className="flex min-h-60 items-center justify-center rounded-xl border border-slate-300 bg-slate-50 text-muted"
            >
              {editorTexts.loading}
            </div>
          }
        >
          {/* The editor keeps its own state: after a reload it starts again from the form's content. */}
          <RichTextEditor
            key={rebased ? announcement?.updatedAt : 'opened'}
            initialContent={rebased ? rebased.values.content : initial.content}
            onChange={content.onChange}
            labelledBy={contentLabelId}
          />
        </Suspense>
        {errors.content?.message && <p className="text-sm font-medium text-danger">{errors.content.message}</p>}
      </div>
      <FormActions pending={pending} onCancel={onCancel} layout="stacked" className="pt-2" />
    </form>
  );
}
