// A var List parameter the procedure only reads: CodeCop does not report it.
codeunit 50151 "AA0150 Lists"
{
    local procedure ConcatenateResults(var FinalResults: List of [Text]) Result: Text
    var
        Line: Text;
    begin
        foreach Line in FinalResults do
            Result += Line;
    end;

    local procedure CountFields(var FieldList: List of [Integer]; var Other: List of [Integer]): Integer
    begin
        exit(FieldList.Count() + Other.Count());
    end;
}
