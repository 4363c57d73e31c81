import { Alert, Badge, Button, Card, Group, Stack, Text, Title, Tooltip } from '@mantine/core';
import { GOOGLE_CALENDAR_OUTCOMES, type GoogleCalendarOutcome } from '@cohort/shared';
import { IconPlugConnectedX } from '@tabler/icons-react';
import { type ReactNode, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';

/** An account linked through OAuth as the card shows it. */
export interface LinkedAccount {
  /** linked, or unlinked by the server (the provider refused Cohort): the card says so and offers to connect again. */
  linked: boolean;
  /** "Connected as …". */
  label: string;
}

export interface OAuthAccountCardProps {
  /** `google`, `zoom`…: the test ids' prefix and the `?<name>=<outcome>` the provider's return carries. */
  name: string;
  icon: (size: number) => ReactNode;
  titleOrder: 2 | 3;
  title: string;
  intro: string;
  account: LinkedAccount | null;
  /** The badge of a linked account, and of one the server unlinked. */
  badge: { linked: string; unlinked: string };
  /** Why connecting is not possible now (plan, flag): the button is disabled with it as tooltip. */
  blockedBy: string | null;
  /** Said under the intro when connecting is blocked (the video cards say it; the calendar cards only in the tooltip). */
  showReason?: boolean;
  /** The return's outcome, said once. */
  outcomeText: (outcome: GoogleCalendarOutcome) => string;
  unlinkedAlert: string;
  /** Said above Connect when no account is linked (e.g. that it replaces another calendar). */
  beforeConnect?: string | null;
  labels: { connect: string; connectAgain: string; unlink: string; unlinked: string };
  /** Asks the server for the start address: the address, or the error to show. */
  start: () => Promise<{ address: string | null; error: string | null }>;
  starting: boolean;
  unlink: () => Promise<boolean>;
  unlinking: boolean;
  onChange: () => void;
}

/**
 * One account linked through OAuth (a Google or Microsoft calendar, Zoom, Teams): "Connect" asks the server for the
 * start address and opens it as a full page (the provider's consent, then back here with `?<name>=<outcome>`, said once
 * and taken out of the address); a linked account says who it is and can be unlinked; one the server unlinked says so
 * and offers to connect again.
 */
export function OAuthAccountCard(props: OAuthAccountCardProps) {
  const { name, account, blockedBy } = props;
  const [params, setParams] = useSearchParams();
  const [notice, setNotice] = useState<{ text: string; good: boolean } | null>(() => {
    const value = params.get(name);
    const outcome = GOOGLE_CALENDAR_OUTCOMES.find((known) => known === value);
    return outcome ? { text: props.outcomeText(outcome), good: outcome === 'linked' } : null;
  });
  const [error, setError] = useState<string | null>(null);
  const returned = params.has(name);
  useEffect(() => {
    if (!returned) return;
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.delete(name);
        return next;
      },
      { replace: true },
    );
  }, [returned, setParams, name]);

  const connect = async () => {
    setError(null);
    const { address, error: refusal } = await props.start();
    if (refusal) setError(refusal);
    else if (address) window.location.assign(address);
  };
  const connectButton = (label: string) => (
    <Tooltip label={blockedBy ?? ''} disabled={!blockedBy}>
      <Button
        leftSection={props.icon(16)}
        loading={props.starting}
        disabled={blockedBy !== null}
        onClick={connect}
        data-testid={`${name}-connect`}
      >
        {label}
      </Button>
    </Tooltip>
  );

  return (
    <Card withBorder radius="md" padding="lg" data-testid={`${name}-card`}>
      <Stack gap="md">
        <Group gap="xs">
          {props.icon(20)}
          <Title order={props.titleOrder} size="h4">
            {props.title}
          </Title>
          {account ? (
            <Badge color={account.linked ? 'teal' : 'red'} variant="light" data-testid={`${name}-status`}>
              {account.linked ? props.badge.linked : props.badge.unlinked}
            </Badge>
          ) : null}
        </Group>
        <Text size="sm" c="dimmed">
          {props.intro}
        </Text>
        {props.showReason && blockedBy ? (
          <Text size="sm" c="dimmed" data-testid={`${name}-reason`}>
            {blockedBy}
          </Text>
        ) : null}
        {notice ? (
          <Alert
            color={notice.good ? 'teal' : 'red'}
            role="status"
            data-testid={`${name}-notice`}
            withCloseButton
            onClose={() => setNotice(null)}
          >
            {notice.text}
          </Alert>
        ) : null}
        {error ? (
          <Alert color="red" data-testid={`${name}-error`}>
            {error}
          </Alert>
        ) : null}
        {account ? (
          <Stack gap={4} data-testid={`${name}-linked`}>
            <Text size="sm" dir="auto">
              {account.label}
            </Text>
            {account.linked ? null : (
              <Alert color="red" data-testid={`${name}-unlinked`}>
                {props.unlinkedAlert}
              </Alert>
            )}
            <Group justify="flex-end">
              {account.linked ? null : connectButton(props.labels.connectAgain)}
              <Button
                variant="subtle"
                color="red"
                leftSection={<IconPlugConnectedX size={16} aria-hidden />}
                loading={props.unlinking}
                onClick={async () => {
                  if (await props.unlink()) {
                    setNotice({ text: props.labels.unlinked, good: true });
                    props.onChange();
                  }
                }}
                data-testid={`${name}-unlink`}
              >
                {props.labels.unlink}
              </Button>
            </Group>
          </Stack>
        ) : (
          <Stack gap="xs">
            {props.beforeConnect ? (
              <Text size="sm" c="dimmed">
                {props.beforeConnect}
              </Text>
            ) : null}
            <Group justify="flex-end">{connectButton(props.labels.connect)}</Group>
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
