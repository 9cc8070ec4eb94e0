codeunit 50152 "AA0206 Unjudged Types"
{
    var
        Display: Text[250];
        Version: Enum "AA0206 Api Version";
        NoLimitTxt: Label 'No limit';

    procedure SetVersion(NewVersion: Enum "AA0206 Api Version")
    begin
        [|Version|] := NewVersion;
    end;

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

enum 50152 "AA0206 Api Version"
{
    value(0; V1) { }
    value(1; V2) { }
}
