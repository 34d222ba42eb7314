import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { formatDateTime } from '../../../domain/dates.ts';
import { failureText } from '../../api.ts';
import { Button } from '../../components/button.tsx';
import { ErrorMessage } from '../../components/error-message.tsx';
import { Skeleton } from '../../components/spinner.tsx';
import { downloadArchive, exportStatusQuery, requestExport } from './your-data.api.ts';
import { yourDataMessages as t } from './your-data-messages.ts';

/** The export's state (none, preparing, ready with its link and expiry, expired, failed) and its buttons. */
export function ExportPanel({ userId = null }: { userId?: number | null }) {
  const queryClient = useQueryClient();
  const query = exportStatusQuery(userId);
  const { data, isPending, isError, error } = useQuery(query);
  const ask = useMutation({
    mutationFn: () => requestExport(userId),
    onSuccess: (status) => queryClient.setQueryData(query.queryKey, status),
  });
  const download = useMutation({
    mutationFn: (url: string) => downloadArchive(url, userId !== null),
    // A link that lapsed meanwhile: the state says so.
    onError: () => queryClient.invalidateQueries({ queryKey: query.queryKey }),
  });

  if (isPending) return <Skeleton className="h-24" />;
  if (isError) return <ErrorMessage text={failureText(error)} />;
  const askLabel = userId ? t.adminExport : data.state === 'none' ? t.exportButton : t.exportAgain;
  return (
    <div className="space-y-3">
      <p role="status" className="text-sm">
        {data.state === 'pending' && t.preparing}
        {data.state === 'ready' && data.expiresAt && t.ready(formatDateTime(data.expiresAt))}
        {data.state === 'expired' && t.expired}
        {data.state === 'failed' && t.failed}
      </p>
      <div className="flex flex-wrap gap-2">
        {data.state === 'ready' && data.url && (
          <Button variant="secondary" pending={download.isPending} onClick={() => download.mutate(data.url!)}>
            {t.downloadArchive}
          </Button>
        )}
        {data.state !== 'pending' && (
          <Button
            variant={data.state === 'ready' ? 'outline' : 'secondary'}
            pending={ask.isPending}
            onClick={() => ask.mutate()}
          >
            {askLabel}
          </Button>
        )}
      </div>
      {ask.isError && <ErrorMessage text={failureText(ask.error)} />}
      {download.isError && <ErrorMessage text={failureText(download.error)} />}
    </div>
  );
}
