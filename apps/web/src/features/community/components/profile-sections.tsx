import { SOCIAL_NETWORKS, type SocialNetwork } from '@cohort/shared';
import { Anchor, Button, Grid, Group, Paper, Stack, Text, Title } from '@mantine/core';
import {
  IconBrandFacebook,
  IconBrandLinkedin,
  IconBrandX,
  IconCake,
  IconMail,
  IconPhone,
  IconUserEdit,
  IconWorld,
  type Icon,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ProfileData } from '../graphql/profile-fields.fragment.ts';
import { isGender } from '../utils/profile-form.ts';
import { profileEditPath } from '../utils/profile-path.ts';
import { NamedBadges } from './named-badges.tsx';

const SOCIAL_ICONS: Record<SocialNetwork, Icon> = {
  linkedin: IconBrandLinkedin,
  twitter: IconBrandX,
  facebook: IconBrandFacebook,
  angellist: IconWorld,
};

function Section({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md" data-testid={testId}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

/** A birthday (yyyy-MM-dd) as the interface language writes a date, read as a calendar day. */
function formatBirthday(birthday: string, language: string): string {
  const date = new Date(`${birthday}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return birthday;
  return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}

/**
 * The sections of a profile, each only when it has something to show: About (bio, a word from me), Expertise, Skills,
 * Industries, Tags; on the side Contact (email and phone, when given to the viewer), Details and Social links.
 */
export function ProfileSections({ profile }: { profile: ProfileData }) {
  const { t, i18n } = useTranslation('community');
  const language = i18n.resolvedLanguage ?? i18n.language;
  const social = SOCIAL_NETWORKS.flatMap((network) => {
    const href = profile.info?.[network];
    return href ? [{ network, href }] : [];
  });
  const hasAbout = Boolean(profile.bio || profile.wordFrom);
  const hasContact = Boolean(profile.email || profile.phone);
  const gender = isGender(profile.gender) ? profile.gender : null;
  const hasDetails = Boolean(profile.countryOrigin || gender || profile.birthday);
  const main = [
    hasAbout,
    profile.expertise.length > 0,
    profile.skills.length > 0,
    profile.industries.length > 0,
    profile.tags.length > 0,
  ].some(Boolean);
  const side = hasContact || hasDetails || social.length > 0;

  if (!main && !side) {
    return (
      <Paper withBorder radius="md" p="xl" ta="center" data-testid="profile-empty">
        <Stack align="center" gap="sm">
          <Text c="dimmed">{profile.isMe ? t('profile.emptyOwn') : t('profile.empty')}</Text>
          {profile.isMe ? (
            <Button
              component={Link}
              to={profileEditPath(profile._id)}
              variant="light"
              leftSection={<IconUserEdit size={16} aria-hidden />}
            >
              {t('profile.edit')}
            </Button>
          ) : null}
        </Stack>
      </Paper>
    );
  }

  return (
    <Grid gap="md">
      <Grid.Col span={{ base: 12, md: side ? 8 : 12 }}>
        <Stack gap="md">
          {hasAbout ? (
            <Section title={t('profile.sections.about')} testId="profile-about">
              {profile.bio ? (
                <Text style={{ whiteSpace: 'pre-line' }} dir="auto" data-testid="profile-bio">
                  {profile.bio}
                </Text>
              ) : null}
              {profile.wordFrom ? (
                <Stack gap={4}>
                  <Text fw={600} size="sm">
                    {t('profile.sections.wordFrom')}
                  </Text>
                  <Text fs="italic" style={{ whiteSpace: 'pre-line' }} dir="auto" data-testid="profile-word-from">
                    {profile.wordFrom}
                  </Text>
                </Stack>
              ) : null}
            </Section>
          ) : null}
          {profile.expertise.length > 0 ? (
            <Section title={t('profile.sections.expertise')} testId="profile-expertise">
              <NamedBadges items={profile.expertise.map((name) => ({ _id: name, name, kind: 'expertise' as const }))} />
            </Section>
          ) : null}
          {profile.skills.length > 0 ? (
            <Section title={t('profile.sections.skills')} testId="profile-skills">
              <NamedBadges items={profile.skills.map((skill) => ({ ...skill, kind: 'skill' as const }))} />
            </Section>
          ) : null}
          {profile.industries.length > 0 ? (
            <Section title={t('profile.sections.industries')} testId="profile-industries">
              <NamedBadges items={profile.industries.map((industry) => ({ ...industry, kind: 'industry' as const }))} />
            </Section>
          ) : null}
          {profile.tags.length > 0 ? (
            <Section title={t('profile.sections.tags')} testId="profile-tags">
              <NamedBadges items={profile.tags.map((tag) => ({ ...tag, kind: 'tag' as const }))} />
            </Section>
          ) : null}
        </Stack>
      </Grid.Col>
      {side ? (
        <Grid.Col span={{ base: 12, md: main ? 4 : 12 }}>
          <Stack gap="md">
            {hasContact ? (
              <Section title={t('profile.sections.contact')} testId="profile-contact">
                {profile.email ? (
                  <Group gap="xs" wrap="nowrap">
                    <IconMail size={16} aria-label={t('fields.email')} style={{ flexShrink: 0 }} />
                    <Anchor href={`mailto:${profile.email}`} size="sm" dir="ltr" style={{ overflowWrap: 'anywhere' }}>
                      {profile.email}
                    </Anchor>
                  </Group>
                ) : null}
                {profile.phone ? (
                  <Group gap="xs" wrap="nowrap">
                    <IconPhone size={16} aria-label={t('fields.phone')} style={{ flexShrink: 0 }} />
                    <Anchor href={`tel:${profile.phone.replace(/[^+0-9]/g, '')}`} size="sm" dir="ltr">
                      {profile.phone}
                    </Anchor>
                  </Group>
                ) : null}
              </Section>
            ) : null}
            {hasDetails ? (
              <Section title={t('profile.sections.details')} testId="profile-details">
                {profile.countryOrigin ? (
                  <Text size="sm">
                    <Text span c="dimmed" size="sm">
                      {t('fields.countryOrigin')}:{' '}
                    </Text>
                    <bdi>{profile.countryOrigin}</bdi>
                  </Text>
                ) : null}
                {gender ? (
                  <Text size="sm">
                    <Text span c="dimmed" size="sm">
                      {t('fields.gender')}:{' '}
                    </Text>
                    {t(`genders.${gender}`)}
                  </Text>
                ) : null}
                {profile.birthday ? (
                  <Group gap="xs" wrap="nowrap">
                    <IconCake size={16} aria-label={t('fields.birthday')} style={{ flexShrink: 0 }} />
                    <Text size="sm">{formatBirthday(profile.birthday, language)}</Text>
                  </Group>
                ) : null}
              </Section>
            ) : null}
            {social.length > 0 ? (
              <Section title={t('profile.sections.social')} testId="profile-social">
                {social.map(({ network, href }) => {
                  const SocialIcon = SOCIAL_ICONS[network];
                  return (
                    <Group key={network} gap="xs" wrap="nowrap">
                      <SocialIcon size={16} aria-hidden style={{ flexShrink: 0 }} />
                      <Anchor
                        href={href}
                        target="_blank"
                        rel="noopener noreferrer nofollow"
                        size="sm"
                        data-testid={`profile-social-${network}`}
                      >
                        {t(`social.${network}`)}
                      </Anchor>
                    </Group>
                  );
                })}
              </Section>
            ) : null}
          </Stack>
        </Grid.Col>
      ) : null}
    </Grid>
  );
}
