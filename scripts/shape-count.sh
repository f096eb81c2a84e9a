#!/usr/bin/env bash
# Hand-written declarations of a concept's shape at a commit (default HEAD): generated files are left out
# (api/db/types.ts once it is drawn by npm run codegen). Usage: scripts/shape-count.sh [commit]
set -euo pipefail
rev=${1:-HEAD}
skip=(':!bff/generated.ts' ':!src/graphql/generated.ts' ':!src/graphql/documents' ':!tests')
first=$(git show "$rev:api/db/types.ts" | awk 'NR == 1')
if [[ $first == *'Drawn by'* ]]; then drawn=(':!api/db/types.ts'); else drawn=(); fi
# A type made from another (Selectable<…> of a table, an alias of a generated one) is derived, not declared.
declared() {
  git grep -nE "$1" "$rev" -- api bff domain machines src scripts "${skip[@]}" "${drawn[@]}" | sed "s/^$rev://" | grep -vE 'Selectable<|= Pick<|= [A-Z][A-Za-z]*( &|;)$' || true
}
section() {
  local found
  found=$(declared "$2" || true)
  echo "== $1: $(printf '%s' "$found" | grep -c . || true)"
  [ -n "$found" ] && printf '%s\n' "$found" | sed 's/^/   /'
  return 0
}
section order '^(export )?(interface|type) (Order|OrderRow|OrdersTable)( |=|\{)|^export const RestOrder = |^type Order \{'
section 'cart line' '^(export )?(interface|type) (CartLine|CartLineRow|CartLinesTable)( |=|\{)|^export const RestCartLine = |^type CartLine \{'
section invoice '^(export )?(interface|type) (TaxInvoice|InvoiceRow|InvoiceDocumentRow|LedgerInvoiceRow|LedgerInvoicesTable)( |=|\{)|^export const LedgerInvoice = |^type LedgerInvoice \{'
section 'company member' '^(export )?(interface|type) (CompanyMemberView|MemberRow|CompanyMembersTable)( |=|\{)|^export const CompanyMember = |^type CompanyMember \{'
section quote '^(export )?(interface|type) (QuoteView|QuotesTable)( |=|\{)|^export const RestQuote = |^type Quote \{'
section 'minOrderMetres declared' 'minOrderMetres\??: (number;|string;|Type\.|Int)'
echo "== api/: Parameters< $(git grep -c 'Parameters<' "$rev" -- api | awk -F: '{s+=$NF} END {print s+0}'), ReturnType< $(git grep -c 'ReturnType<' "$rev" -- api | awk -F: '{s+=$NF} END {print s+0}')"
