import { graphql } from '../../../lib/graphql.ts';

/** The organisation's own word for a startup, singular and plural, per language (UseStartupLabel). */
export const StartupLabelQuery = graphql(`
  query StartupLabel {
    startupNameAlternative {
      active
      label {
        language
        value
      }
      pluralLabel {
        language
        value
      }
    }
  }
`);
