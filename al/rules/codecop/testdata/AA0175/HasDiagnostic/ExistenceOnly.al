codeunit 50175 "AA0175 Existence Only"
{
    procedure HasOpenEntries(CustomerNo: Code[20]): Boolean
    var
        Entry: Record "Cust. Ledger Entry";
    begin
        Entry.SetRange("Customer No.", CustomerNo);
        Entry.SetRange(Open, true);
        exit([=Entry.FindFirst()=]);
    end;

    procedure CheckNone(Item: Record Item)
    var
        NotEmptyErr: Label 'There are items.';
    begin
        Item.SetFilter("No.", '<>%1', '');
        if [=Item.FINDSET()=] then
            Error(NotEmptyErr);
        if not [=Item.Find('-')=] then
            exit;
    end;
}
