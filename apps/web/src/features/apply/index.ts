// What the staff overview (another area) uses: the create menu's Application Lead.
export {
  CreateApplicationLeadModal,
  type CreateApplicationLeadModalProps,
} from './components/create-application-lead-modal.tsx';
