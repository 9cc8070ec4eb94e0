codeunit 50162 "AA0217 No Text"
{
    procedure Filters(Name: Text; Id: Guid; Owner: Text; Publisher: Text): Text
    var
        Result: Text;
    begin
        Result := StrSubstNo('@%1', Name);
        Result := StrSubstNo('%1, %2 - (%3 - %4)', Result, Id, Owner, Publisher);
        Result := Text.StrSubstNo('#1 / #2', Name, Owner);
        Result := StrSubstNo('%1 - %2', Name, Owner);
        exit(StrSubstNo('', Name));
    end;
}
