codeunit 50249 "Formats Not Literal"
{
    var
        LineLbl: Label '%1: %2', Locked = true;

    procedure Build(Fmt: Text; No: Code[20]): Text
    var
        Line: Text;
    begin
        Line := StrSubstNo(LineLbl, No, 'x');
        Line := StrSubstNo(Fmt, No);
        Line := StrSubstNo(Fmt + LineLbl, No);
        // Line := StrSubstNo('%1', No);
        Message('StrSubstNo(''%1'', No)');
        exit(Line);
    end;
}
