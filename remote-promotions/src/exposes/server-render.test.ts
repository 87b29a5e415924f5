/** @jest-environment node */
import { testSession } from '@casino/shared/testing';
import { describeServerRendering } from '@casino/shared/testing/server-render';

describeServerRendering(__dirname, () => testSession());
