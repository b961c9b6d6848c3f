import { useState } from 'react'

import { LastKnownNote } from '@src/lastKnown/screen/LastKnownNote'
import { useLastKnown } from '@src/lastKnown/screen/useLastKnown'
import type { ComplaintListEntry, ComplaintTab } from '@src/lender/complaints/types'
import { formatDate } from '@src/lib/dates'
import * as v from '@src/lib/valid'
import { Link } from '@src/nav/Link'
import { pathTo } from '@src/nav/paths'
import { ReadFailed } from '@src/nav/WayOn'
import { OutboxComplaints } from '@src/outbox/ui/OutboxComplaints'
import { Page } from '@src/ui/Page'
import { EmptyState, LoadingState } from '@src/ui/States'
import { Tabs } from '@src/ui/Tabs'
import { useT } from '@store/hooks'

import { useGetComplaintListQuery } from '../api'
import { messages } from '../messages'

import '../complaints.css'

/** Complaint list `/complaintList` (SPEC 2): tabs from the server, entries open the details. */
export function ComplaintList() {
  const t = useT(messages)
  const list = useGetComplaintListQuery()
  // Offline or slow: the last copy of the list with its age; the entries stay readable.
  const last = useLastKnown('complaints', list, keepList, keptTabs)
  const [tab, setTab] = useState('0')

  const tabs = last.data ?? []
  const current = tabs[Number(tab)] ?? tabs[0]

  return (
    <Page title={t('listTitle')}>
      {/* Slot for complaints the offline queue still holds. */}
      <OutboxComplaints />
      <LastKnownNote stale={last.stale} />
      {/* The list's answer, in until its first drawing (useLastKnown): still loading, never "no complaints". */}
      {!last.data && (list.isLoading || list.data) ? (
        <LoadingState />
      ) : !last.data && list.isError ? (
        <ReadFailed read={list} />
      ) : !current ? (
        <EmptyState text={t('noComplaints')} />
      ) : (
        <Tabs
          label={t('listLabel')}
          tabs={tabs.map((x, i) => ({ id: String(i), label: x.title }))}
          value={tabs[Number(tab)] ? tab : '0'}
          onChange={setTab}
        >
          {current.entries.length ? (
            <ul className="cmp-entries">
              {current.entries.map((e) => (
                <li key={e.id}>
                  <Entry entry={e} />
                </li>
              ))}
            </ul>
          ) : (
            <EmptyState text={t('emptyTab')} />
          )}
        </Tabs>
      )}
    </Page>
  )
}

function Entry({ entry }: { entry: ComplaintListEntry }) {
  const t = useT(messages)
  return (
    <Link className="cmp-entry" to={pathTo('complaintDetails', { problemId: entry.id })}>
      {entry.time && <p className="cmp-entry__time">{formatDate(entry.time) || entry.time}</p>}
      <p className="cmp-entry__type">
        {t('problemType')}: {entry.type}
      </p>
      <p className="cmp-entry__content">{entry.content}</p>
    </Link>
  )
}

/** A stored copy fits this screen only in the shape it draws: anything else is dropped, never drawn. */
const keptTabs: v.GenericSchema<ComplaintTab[]> = v.array(
  v.object({ title: v.string(), entries: v.array(v.object({ id: v.string(), time: v.string(), type: v.string(), content: v.string() })) }),
)

/** The list is kept as shown: titles, dates, types and the borrower's own text. */
function keepList<T>(tabs: T): T {
  return tabs
}
