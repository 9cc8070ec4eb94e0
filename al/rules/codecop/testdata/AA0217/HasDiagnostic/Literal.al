codeunit 50160 "AA0217 Literal"
{
    procedure Describe(No: Code[20]; Amount: Decimal): Text
    var
        Result: Text;
    begin
        Result := StrSubstNo([='Customer %1'=], No);
        Result := Text.StrSubstNo([='%1 - %2'=], No, Amount);
        Message(StrSubstNo([='Amount: %1'=], Amount));
        exit(Result);
    end;
}
