table 50270 "Sales Draft"
{
    fields
    {
        field(1; "No."; Code[20]) { }
        field(2; Amount; Decimal)
        {
            trigger OnValidate()
            begin
                Error('checked against the ledger');
            end;
        }
    }
}

codeunit 50270 "Sales Draft Preview"
{
    procedure Preview(var TempDraftParam: Record "Sales Draft" temporary)
    var
        TempDraft: Record "Sales Draft" temporary;
    begin
        [=TempDraft.Validate(Amount, 10)=];
        [=TempDraft.Insert(true)=];
        [=TempDraft.Modify(true)=];
        [=TempDraft.Delete(true)=];
        [=TempDraft.DeleteAll(true)=];
        [=TempDraft.ModifyAll(Amount, 0, true)=];
        [=TempDraftParam.Validate("No.", 'X')=];
    end;
}
