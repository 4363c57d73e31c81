import { graphql } from '../../../lib/graphql.ts';

/** Adds an industry; a name already taken is refused with a ValidationError. */
export const CreateIndustryMutation = graphql(`
  mutation CreateIndustry($name: String!) {
    createIndustry(name: $name) {
      _id
      name
    }
  }
`);
