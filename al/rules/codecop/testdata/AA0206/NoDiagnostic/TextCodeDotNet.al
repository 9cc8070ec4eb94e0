codeunit 50152 "AA0206 Unjudged Types"
{
    var
        Display: Text[250];
        NoLimitTxt: Label 'No limit';

    procedure Open()
    begin
        [|Display|] := NoLimitTxt;
    end;

    procedure Conflicts(Names: List of [Text]): Boolean
    var
        FirstName: Text;
        Marker: Code[30];
    begin
        if Names.Count() < 2 then
            exit(false);
        [|FirstName|] := Names.Get(1);
        [|Marker|] := 'checked';
        exit(true);
    end;

    procedure Relations(RoleId: Code[20])
    var
        Helper: DotNet AA0206AccountHelper;
        Found: DotNet AA0206RelationArray;
    begin
        [|Found|] := Helper.GetRelations(RoleId);
    end;
}

dotnet
{
    assembly("AA0206.Helpers")
    {
        type("AA0206.Helpers.AccountHelper"; "AA0206AccountHelper") { }
        type("AA0206.Helpers.RelationArray"; "AA0206RelationArray") { }
    }
}
