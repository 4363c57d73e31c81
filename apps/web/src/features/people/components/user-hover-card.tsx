import { Anchor, BackgroundImage, Badge, Box, Center, Group, HoverCard, Loader, Stack, Text } from '@mantine/core';
import { IconClock, IconRocket } from '@tabler/icons-react';
import { type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useQuery } from 'urql';
import { UserAvatar } from '../../../ui/avatar.tsx';
import { Clock } from '../../../ui/clock.tsx';
import { UserHoverCardQuery, type UserHoverCardData } from '../graphql/user-hover-card.query.ts';
import { roleLabelKey } from '../utils/role-label.ts';

/** Spec 01 §2.5, §9: the hover card closes 0.5 s after the pointer leaves. */
export const HOVER_CARD_CLOSE_MS = 500;
const CARD_WIDTH = 300;
const COVER_HEIGHT = 76;

/**
 * Shows a person's card while the pointer is over `children` (any element: an avatar, a name) and for 0.5 s after it
 * leaves; the card is read when it first opens. Without a user id the children show alone.
 */
export function UserHoverCard({ userId, children }: { userId: string | null | undefined; children: ReactNode }) {
  if (!userId) return children;
  return (
    <HoverCard
      closeDelay={HOVER_CARD_CLOSE_MS}
      width={CARD_WIDTH}
      shadow="md"
      position="bottom-start"
      withinPortal
      interactive
      zIndex={400}
    >
      <HoverCard.Target>
        <Box component="span" display="inline-flex" data-testid="user-hover-target" data-user-id={userId}>
          {children}
        </Box>
      </HoverCard.Target>
      <HoverCard.Dropdown p={0} style={{ overflow: 'hidden' }} data-testid="user-hover-card">
        <Suspense fallback={<CardLoader />}>
          <UserHoverCardContent userId={userId} />
        </Suspense>
      </HoverCard.Dropdown>
    </HoverCard>
  );
}

function CardLoader() {
  return (
    <Center p="lg">
      <Loader size="sm" />
    </Center>
  );
}

function UserHoverCardContent({ userId }: { userId: string }) {
  const { t } = useTranslation('common');
  const [{ data, fetching }] = useQuery({ query: UserHoverCardQuery, variables: { id: userId } });
  const card = data?.userHoverCard;
  if (!card) {
    return fetching ? (
      <CardLoader />
    ) : (
      <Text p="md" size="sm" c="dimmed" data-testid="user-hover-card-unavailable">
        {t('people.hoverCard.unavailable')}
      </Text>
    );
  }
  return <UserCard card={card} />;
}

function UserCard({ card }: { card: UserHoverCardData }) {
  const { t } = useTranslation(['common', 'community']);
  const key = roleLabelKey(card.role);
  const role = key ? t(`people.roleTypes.${key}`) : card.role.label;
  return (
    <Box>
      {card.cover ? (
        <BackgroundImage src={card.cover} h={COVER_HEIGHT} data-testid="user-hover-card-cover" />
      ) : (
        <Box
          h={COVER_HEIGHT}
          bg="var(--mantine-primary-color-light)"
          data-testid="user-hover-card-cover"
          aria-hidden="true"
        />
      )}
      <Stack px="md" pb="md" gap={6} mt={-32}>
        <UserAvatar person={card} size="xlarge" style={{ border: '3px solid var(--mantine-color-body)' }} />
        <Anchor
          component={Link}
          to={`/profile/${encodeURIComponent(card._id)}`}
          fw={600}
          dir="auto"
          data-testid="user-hover-card-name"
        >
          {card.fullName}
        </Anchor>
        {role ? (
          <Badge variant="light" radius="sm" tt="none" w="fit-content" data-testid="user-hover-card-role">
            {role}
          </Badge>
        ) : null}
        {card.startups.length > 0 ? (
          <Group gap={6} wrap="nowrap" align="flex-start" data-testid="user-hover-card-startups">
            <IconRocket size={16} aria-label={t('people.hoverCard.startups')} style={{ flexShrink: 0, marginTop: 2 }} />
            <Text size="sm" dir="auto">
              {card.startups.map((startup) => startup.name).join(', ')}
            </Text>
          </Group>
        ) : null}
        {card.timezone ? (
          <Group gap={6} wrap="nowrap" align="flex-start" data-testid="user-hover-card-timezone">
            <IconClock size={16} aria-hidden="true" style={{ flexShrink: 0, marginTop: 2 }} />
            <Stack gap={0}>
              <Clock timeZone={card.timezone} fw={500} data-testid="user-hover-card-clock" />
              <Text size="xs" c="dimmed">
                {t('people.hoverCard.localTime', { timezone: card.timezone.replace(/_/g, ' ') })}
              </Text>
            </Stack>
          </Group>
        ) : null}
        <Anchor
          component={Link}
          to={`/profile/${encodeURIComponent(card._id)}`}
          size="sm"
          data-testid="user-hover-card-profile"
        >
          {t('community:viewProfile')}
        </Anchor>
      </Stack>
    </Box>
  );
}
