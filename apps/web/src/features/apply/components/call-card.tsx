import { Anchor, Button, Group, Image, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useNow } from '../../../ui/use-now.ts';
import type { ApplyCallFields } from '../graphql/apply-call.fragment.ts';
import { primaryButtonStyles, useApplyColours, useApplyFrame } from '../hooks/apply-layout-context.ts';
import { callPath, signUpPath } from '../utils/apply-paths.ts';
import { callPhase, formatInTimeZone, isImageSource } from '../utils/call-dates.ts';

const SUMMARY_LENGTH = 220;
const MINUTE_MS = 60_000;

function summary(text: string | null): string | null {
  if (!text) return null;
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > SUMMARY_LENGTH ? `${flat.slice(0, SUMMARY_LENGTH).trimEnd()}…` : flat;
}

/** A call on /apply/explore: cover, name, programme, summary, its deadline, a link to its page and Apply. */
export function CallCard({ call, signedIn }: { call: ApplyCallFields; signedIn: boolean }) {
  const { t, i18n } = useTranslation('apply');
  const { timeZone } = useApplyFrame();
  const colours = useApplyColours();
  const now = useNow(MINUTE_MS);
  const phase = callPhase(call, now);
  const locale = i18n.resolvedLanguage ?? 'en';
  return (
    <Paper
      component="article"
      shadow="sm"
      radius="md"
      p="lg"
      bg={colours?.widgetBackground}
      style={colours ? { color: colours.text } : undefined}
      data-testid="call-card"
      data-slug={call.slug}
    >
      <Stack gap="sm" h="100%">
        {isImageSource(call.cover) ? <Image src={call.cover} alt="" h={140} radius="sm" fit="cover" /> : null}
        <Stack gap={2}>
          <Title order={2} size="h3" c={colours?.heading} dir="auto">
            {call.name}
          </Title>
          {call.program ? (
            <Text size="sm" c="dimmed" dir="auto">
              {call.program.name}
            </Text>
          ) : null}
        </Stack>
        {call.description ? (
          <Text size="sm" dir="auto" style={{ flex: 1 }}>
            {summary(call.description)}
          </Text>
        ) : (
          <div style={{ flex: 1 }} />
        )}
        <Text size="sm" fs="italic" data-testid="call-card-deadline">
          {phase === 'opening' && call.opensAt
            ? t('call.opensOn', { date: formatInTimeZone(call.opensAt, timeZone, locale) })
            : call.closesAt
              ? t('call.closesOn', { date: formatInTimeZone(call.closesAt, timeZone, locale) })
              : t('call.noDeadline')}
        </Text>
        <Group justify="space-between" gap="xs">
          <Anchor component={Link} to={callPath(call.slug)} size="sm" c={colours?.link} data-testid="call-card-more">
            {t('call.more')}
          </Anchor>
          {phase === 'open' ? (
            <Button
              component={Link}
              to={signedIn ? callPath(call.slug) : signUpPath({ call: call.slug })}
              size="sm"
              styles={primaryButtonStyles(colours)}
              data-testid="call-card-apply"
            >
              {t('call.apply')}
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Paper>
  );
}
