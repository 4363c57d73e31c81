import { GENDERS, SOCIAL_NETWORKS } from '@cohort/shared';
import {
  Alert,
  Button,
  Divider,
  Drawer,
  Group,
  MultiSelect,
  Select,
  SimpleGrid,
  Stack,
  TagsInput,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery } from 'urql';
import { useForm } from '../../../lib/forms/use-form.ts';
import { graphqlFieldErrors } from '../../../lib/graphql-errors.ts';
import { OptionalLabel } from '../../../ui/optional-label.tsx';
import { useCurrentUserState } from '../../identity/index.ts';
import { CommunityOptionsQuery } from '../graphql/community-options.query.ts';
import type { ProfileData } from '../graphql/profile-fields.fragment.ts';
import { UpdateMyProfileMutation } from '../graphql/update-my-profile.mutation.ts';
import { useCommunityFeedback } from '../hooks/use-community-feedback.ts';
import { useProfilePictureUpload } from '../hooks/use-profile-picture-upload.ts';
import { useProfileProblemMessage } from '../hooks/use-profile-problem-message.ts';
import {
  PROFILE_HEADLINE_MAX,
  PROFILE_NAME_MAX,
  type ProfileFormField,
  type ProfileFormValues,
  problemOfServerMessage,
  profileFieldOf,
  profileFormProblems,
  profileFormValues,
  profileInput,
} from '../utils/profile-form.ts';
import { PictureField } from './picture-field.tsx';

export interface ProfileFormDrawerProps {
  profile: ProfileData;
  opened: boolean;
  onClose: () => void;
  /** A picture was uploaded: the profile is read again. */
  onPictureUploaded: () => void;
}

/**
 * One's own profile form in a drawer: names, headline, bio, a word from me, contact and places, gender and birthday,
 * expertise, skills, industries, social links, and the avatar and cover (uploaded at once). Client rules are the
 * shared ones (profileSchema); the server's field messages show under their fields, translated when known.
 */
export function ProfileFormDrawer({ profile, opened, onClose, onPictureUploaded }: ProfileFormDrawerProps) {
  const { t } = useTranslation('community');
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size="lg"
      title={
        <Title order={2} size="h3">
          {t('form.title')}
        </Title>
      }
      data-testid="profile-form-drawer"
    >
      {opened ? <ProfileForm profile={profile} onClose={onClose} onPictureUploaded={onPictureUploaded} /> : null}
    </Drawer>
  );
}

function ProfileForm({ profile, onClose, onPictureUploaded }: Omit<ProfileFormDrawerProps, 'opened'>) {
  const { t } = useTranslation(['community', 'common']);
  const problemMessage = useProfileProblemMessage();
  const feedback = useCommunityFeedback();
  const currentUser = useCurrentUserState();
  const [{ data: options }] = useQuery({ query: CommunityOptionsQuery, requestPolicy: 'cache-and-network' });
  const [, updateMyProfile] = useMutation(UpdateMyProfileMutation);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const pictures = useProfilePictureUpload((kind) => {
    feedback.succeeded(
      kind === 'avatar' ? t('community:pictures.uploaded.avatar') : t('community:pictures.uploaded.cover'),
    );
    onPictureUploaded();
  });

  const names: Record<ProfileFormField, string> = {
    firstName: t('community:fields.firstName'),
    lastName: t('community:fields.lastName'),
    headline: t('community:fields.headline'),
    bio: t('community:fields.bio'),
    wordFrom: t('community:fields.wordFrom'),
    phone: t('community:fields.phone'),
    country: t('community:fields.country'),
    countryOrigin: t('community:fields.countryOrigin'),
    gender: t('community:fields.gender'),
    birthday: t('community:fields.birthday'),
    locations: t('community:fields.locations'),
    expertise: t('community:fields.expertise'),
    linkedin: t('community:social.linkedin'),
    twitter: t('community:social.twitter'),
    facebook: t('community:social.facebook'),
    angellist: t('community:social.angellist'),
    industryIds: t('community:fields.industries'),
    skillIds: t('community:fields.skills'),
  };

  const form = useForm<ProfileFormValues>({
    initialValues: profileFormValues(profile),
    validate: (values) => {
      const problems = profileFormProblems(values);
      return Object.fromEntries(
        (Object.keys(names) as ProfileFormField[]).map((field) => [
          field,
          problemMessage(problems[field], names[field]),
        ]),
      );
    },
  });

  const submit = form.handleSubmit(async (values) => {
    setSaving(true);
    setError(null);
    const result = await updateMyProfile({ input: profileInput(values) });
    setSaving(false);
    if (result.error || !result.data) {
      if (!result.error) return;
      // The server words its field messages in English: show ours where we know them, under the form's field.
      const fields = graphqlFieldErrors(result.error).flatMap((entry) => {
        const field = profileFieldOf(entry.field);
        if (!field) return [];
        const message = problemMessage(problemOfServerMessage(entry.message), names[field]) ?? entry.message;
        return [{ field, message }];
      });
      if (!(fields.length > 0 && form.setFieldErrors(fields))) setError(feedback.errorMessage(result.error));
      return;
    }
    if (currentUser.status === 'signedIn') currentUser.refresh();
    feedback.succeeded(t('community:form.saved'));
    onClose();
  });

  const gender = form.control('gender');
  const locations = form.control('locations');
  const expertise = form.control('expertise');
  const industries = form.control('industryIds');
  const skills = form.control('skillIds');
  const skillOptions = (options?.skills ?? []).map((skill) => ({ value: skill._id, label: skill.name }));

  return (
    <Stack gap="lg">
      <Stack gap="sm">
        <Title order={3} size="h5">
          {t('community:form.sections.pictures')}
        </Title>
        {(['avatar', 'cover'] as const).map((kind) => (
          <PictureField
            key={kind}
            kind={kind}
            profile={profile}
            uploading={pictures.uploading === kind}
            error={pictures.error?.kind === kind ? pictures.error.message : null}
            onChoose={(file) => void pictures.upload(kind, file)}
          />
        ))}
      </Stack>
      <Divider />
      <form onSubmit={submit} noValidate data-testid="profile-form">
        <Stack gap="md">
          {error ? (
            <Alert color="red" role="alert" data-testid="profile-form-error">
              {error}
            </Alert>
          ) : null}
          <Title order={3} size="h5">
            {t('community:form.sections.identity')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              {...form.field('firstName')}
              label={names.firstName}
              withAsterisk
              maxLength={PROFILE_NAME_MAX + 20}
              autoComplete="given-name"
              dir="auto"
              data-testid="profile-form-first-name"
            />
            <TextInput
              {...form.field('lastName')}
              label={names.lastName}
              withAsterisk
              maxLength={PROFILE_NAME_MAX + 20}
              autoComplete="family-name"
              dir="auto"
              data-testid="profile-form-last-name"
            />
          </SimpleGrid>
          <TextInput
            {...form.field('headline')}
            label={<OptionalLabel label={names.headline} />}
            placeholder={t('community:form.placeholders.headline')}
            maxLength={PROFILE_HEADLINE_MAX + 20}
            dir="auto"
            data-testid="profile-form-headline"
          />
          <Textarea
            {...form.field('bio')}
            label={<OptionalLabel label={names.bio} />}
            autosize
            minRows={3}
            maxRows={10}
            dir="auto"
            data-testid="profile-form-bio"
          />
          <Textarea
            {...form.field('wordFrom')}
            label={<OptionalLabel label={names.wordFrom} />}
            autosize
            minRows={2}
            maxRows={6}
            dir="auto"
            data-testid="profile-form-word-from"
          />

          <Title order={3} size="h5" mt="sm">
            {t('community:form.sections.interests')}
          </Title>
          <TagsInput
            label={<OptionalLabel label={names.expertise} />}
            placeholder={t('community:form.placeholders.expertise')}
            value={expertise.value}
            onChange={expertise.onChange}
            onBlur={expertise.onBlur}
            error={expertise.error}
            clearable
            acceptValueOnBlur
            data-testid="profile-form-expertise"
          />
          {skillOptions.length > 0 || skills.value.length > 0 ? (
            <MultiSelect
              label={<OptionalLabel label={names.skillIds} />}
              data={skillOptions}
              value={skills.value}
              onChange={skills.onChange}
              onBlur={skills.onBlur}
              error={skills.error}
              searchable
              clearable
              hidePickedOptions
              nothingFoundMessage={t('community:form.noOptions')}
              data-testid="profile-form-skills"
            />
          ) : null}
          <MultiSelect
            label={<OptionalLabel label={names.industryIds} />}
            data={(options?.industries ?? []).map((industry) => ({ value: industry._id, label: industry.name }))}
            value={industries.value}
            onChange={industries.onChange}
            onBlur={industries.onBlur}
            error={industries.error}
            searchable
            clearable
            hidePickedOptions
            nothingFoundMessage={t('community:form.noOptions')}
            data-testid="profile-form-industries"
          />

          <Title order={3} size="h5" mt="sm">
            {t('community:form.sections.contact')}
          </Title>
          <TagsInput
            label={<OptionalLabel label={names.locations} />}
            placeholder={t('community:form.placeholders.locations')}
            value={locations.value}
            onChange={locations.onChange}
            onBlur={locations.onBlur}
            error={locations.error}
            clearable
            acceptValueOnBlur
            data-testid="profile-form-locations"
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              {...form.field('country')}
              label={<OptionalLabel label={names.country} />}
              autoComplete="country-name"
              dir="auto"
              data-testid="profile-form-country"
            />
            <TextInput
              {...form.field('countryOrigin')}
              label={<OptionalLabel label={names.countryOrigin} />}
              dir="auto"
              data-testid="profile-form-country-origin"
            />
            <TextInput
              {...form.field('phone')}
              label={<OptionalLabel label={names.phone} />}
              type="tel"
              autoComplete="tel"
              dir="ltr"
              data-testid="profile-form-phone"
            />
            <Select
              label={<OptionalLabel label={names.gender} />}
              data={GENDERS.map((value) => ({ value, label: t(`community:genders.${value}`) }))}
              value={gender.value === '' ? null : gender.value}
              onChange={(value) => gender.onChange(value ?? '')}
              onBlur={gender.onBlur}
              error={gender.error}
              clearable
              data-testid="profile-form-gender"
            />
            <TextInput
              {...form.field('birthday')}
              label={<OptionalLabel label={names.birthday} />}
              type="date"
              max={new Date().toISOString().slice(0, 10)}
              data-testid="profile-form-birthday"
            />
          </SimpleGrid>

          <Title order={3} size="h5" mt="sm">
            {t('community:form.sections.social')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {SOCIAL_NETWORKS.map((network) => (
              <TextInput
                key={network}
                {...form.field(network)}
                label={<OptionalLabel label={names[network]} />}
                placeholder={t('community:form.placeholders.link')}
                type="url"
                dir="ltr"
                data-testid={`profile-form-${network}`}
              />
            ))}
          </SimpleGrid>

          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={onClose} data-testid="profile-form-cancel">
              {t('community:form.cancel')}
            </Button>
            <Button type="submit" loading={saving} data-testid="profile-form-save">
              {t('community:form.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
