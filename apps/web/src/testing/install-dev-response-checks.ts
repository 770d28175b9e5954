import { installResponseChecker } from '@/lib/check-response';
import { contractChecker } from '@/testing/contract-checker';

// Loaded by dev-response-checks-plugin.ts in `vite` dev only: every answer is checked against its contract.
installResponseChecker(contractChecker);
