codeunit 50161 "AA0217 Label Format"
{
    var
        CustomerTxt: Label 'Customer %1', Comment = '%1 = customer number';

    procedure Describe(No: Code[20]; Format: Text): Text
    var
        Result: Text;
    begin
        Result := StrSubstNo(CustomerTxt, No);
        Result := StrSubstNo(Format, No);
#pragma warning disable AA0217
        Result := StrSubstNo('%1', No);
#pragma warning restore AA0217
        exit(Result);
    end;

    // A procedure of the object called StrSubstNo is not the built-in.
    local procedure StrSubstNo(Format: Text; Value: Text): Text
    begin
        exit(Format + Value);
    end;
}
