codeunit 50160 "AA0217 Literal"
{
    procedure Describe(No: Code[20]; Amount: Decimal): Text
    var
        Result: Text;
    begin
        Result := StrSubstNo([='Customer %1'=], No);
        Result := Text.StrSubstNo([='%1 per %2'=], No, Amount);
        Message(StrSubstNo([='Amount: %1'=], Amount));
        Message(StrSubstNo([='%1 x%2'=], Amount, No));
        exit(Result);
    end;
}
