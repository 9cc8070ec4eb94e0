tableextension 50203 "Cust. Ledger Entry AA0215" extends "Cust. Ledger Entry"
{
}
