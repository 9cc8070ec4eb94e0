table 50271 "Quote Draft"
{
    fields
    {
        field(1; "No."; Code[20]) { }
        field(2; Amount; Decimal) { }
    }
}

table 50272 "Quote Buffer"
{
    TableType = Temporary;

    fields
    {
        field(1; "No."; Code[20]) { }
        field(2; Amount; Decimal) { }
    }
}

codeunit 50271 "Quote Draft Preview"
{
    procedure Preview(RunTrigger: Boolean; var TempCustomer: Record Customer temporary)
    var
        TempDraft: Record "Quote Draft" temporary;
        Draft: Record "Quote Draft";
        TempBuffer: Record "Quote Buffer" temporary;
        Buffer: Record "Quote Buffer";
    begin
        TempDraft.Amount := 1;
        TempDraft.Insert();
        TempDraft.Insert(false);
        TempDraft.Modify(RunTrigger);
        TempDraft.ModifyAll(Amount, 0);
        TempDraft.DeleteAll(false);
        Draft.Validate(Amount, 1);
        Draft.Insert(true);
        TempBuffer.Validate(Amount, 1);
        TempBuffer.Insert(true);
        Buffer.Modify(true);
        TempCustomer.Validate(Name, 'x');
    end;
}
