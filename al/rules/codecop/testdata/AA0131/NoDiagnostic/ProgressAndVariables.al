codeunit 50193 "Placeholders Matched"
{
    var
        TwoValuesMsg: Label 'Customer %1 owes %2.', Comment = '%1 = customer, %2 = amount';

    procedure Show(CustomerNo: Code[20]; Amount: Decimal; Fmt: Text)
    begin
        Message(TwoValuesMsg, CustomerNo, Amount);
        Message(Fmt, CustomerNo);
        Message('100%');
        Message('%1 and %1 again', CustomerNo);
        if Confirm('Post %1?', true, CustomerNo) then
            Error('Amount %1 is too high', Amount);
    end;
}
