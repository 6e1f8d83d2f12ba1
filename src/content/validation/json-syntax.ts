import { printParseErrorCode, type ParseError } from 'jsonc-parser';
import { messages, type Message } from '../../schema/messages';

/** A syntax error in plain words, placed on the character at fault (jsonc-parser points at the token after it). */
export interface SyntaxProblem {
  offset: number;
  message: Message;
}

const WHITESPACE = /\s/;

/** The offset of the last character before `offset` that is not white space, or -1. */
function previousCharacter(text: string, offset: number): number {
  let i = offset - 1;
  while (i >= 0 && WHITESPACE.test(text[i])) i--;
  return i;
}

export function describeSyntaxError(text: string, error: ParseError | undefined): SyntaxProblem {
  if (!error || text.trim() === '') return { offset: 0, message: messages.MalformedJson('the file is empty') };
  const { offset } = error;
  const code = printParseErrorCode(error.error);
  const here = text[offset];
  if (code === 'InvalidCommentToken' || (here === '/' && (text[offset + 1] === '/' || text[offset + 1] === '*'))) {
    return { offset, message: messages.JsonComment() };
  }
  if (here === "'") return { offset, message: messages.SingleQuotes() };
  if ((code === 'ValueExpected' || code === 'PropertyNameExpected') && (here === '}' || here === ']')) {
    const before = previousCharacter(text, offset);
    if (text[before] === ',') return { offset: before, message: messages.TrailingComma(here) };
  }
  if ((code === 'InvalidSymbol' || code === 'PropertyNameExpected') && /[A-Za-z_$]/.test(here ?? '')) {
    const before = previousCharacter(text, offset);
    if (text[before] === '{' || text[before] === ',') return { offset, message: messages.UnquotedKey() };
  }
  if (code === 'CommaExpected') {
    // The comma belongs right after the previous value, not on the next line where the parser noticed it.
    return { offset: previousCharacter(text, offset) + 1, message: messages.MissingComma() };
  }
  return { offset, message: messages.MalformedJson(code.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase()) };
}
