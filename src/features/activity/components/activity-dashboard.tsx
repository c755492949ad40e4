import { activityActor, activityText } from '@/components/dashboard/activity-text';
import { DashboardHeader } from '@/components/dashboard/dashboard-header';
import { RefreshButton } from '@/components/dashboard/refresh-button';
import { TableLoading, TableMessage } from '@/components/dashboard/table-states';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { formatDateTime } from '@/lib/dates';
import { useRecentActivity, type ActivityEntry } from '@/lib/pipeline/activity';
import { listLabel } from '@/lib/pipeline/pipeline-tables';
import { rowKey, useActivityRowNames } from '../api/get-activity-row-names';

const LIMIT = 100;

/** /activity-admin: the latest entries of the append-only activity log, across every dashboard. */
export function ActivityDashboard() {
  const activity = useRecentActivity(LIMIT);
  const names = useActivityRowNames(activity.data);
  // The row by the name its dashboard shows, never its id; one deleted for good has no name left.
  const rowName = (entry: ActivityEntry) =>
    !entry.row_id
      ? 'Whole list'
      : names.data
        ? (names.data.get(rowKey(entry.table_name, entry.row_id)) ?? 'Deleted row')
        : '';
  return (
    <div className="flex flex-col gap-8">
      <DashboardHeader
        title="Activity"
        subtitle={`The latest ${LIMIT} things staff did: status changes, notes, archives, deletes, exports and password reveals`}
        actions={
          <RefreshButton refreshing={activity.isRefetching} onRefresh={() => void activity.refetch()} />
        }
      />
      <Card>
        <CardContent className="pt-6">
          {activity.isPending ? (
            <TableLoading label="Loading activity..." />
          ) : activity.isError ? (
            <TableMessage
              title="Activity could not be loaded."
              action={
                <Button variant="outline" onClick={() => void activity.refetch()}>
                  Try again
                </Button>
              }
            />
          ) : activity.data.length === 0 ? (
            <TableMessage title="No activity yet." description="What staff do on the dashboards will appear here." />
          ) : (
            <Table scrollLabel="Activity log">
              <TableCaption className="sr-only">Activity log, newest first</TableCaption>
              <TableHeader>
                <TableRow className="hover:bg-transparent">
                  <TableHead>When</TableHead>
                  <TableHead>Who</TableHead>
                  <TableHead>Dashboard</TableHead>
                  <TableHead>What</TableHead>
                  <TableHead>Row</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {activity.data.map((entry) => (
                  <TableRow key={entry.id}>
                    <TableCell className="whitespace-nowrap">{formatDateTime(entry.created_at)}</TableCell>
                    <TableCell className="[overflow-wrap:anywhere]">{activityActor(entry)}</TableCell>
                    <TableCell>{listLabel(entry.table_name)}</TableCell>
                    <TableCell>{activityText(entry)}</TableCell>
                    <TableCell className="[overflow-wrap:anywhere]">{rowName(entry)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
