codeunit 50106 "AA0205 Defaults"
{
    var
        Subscribed: Boolean;

    procedure Stop()
    begin
        if [|Subscribed|] then
            Message('Stopping');
    end;

    procedure Token(var Value: Text): Boolean
    var
        Handled, Succeeded : Boolean;
    begin
        if not [|Handled|] then begin
            OnBeforeToken(Handled, Succeeded, Value);
            if Handled then
                exit(Succeeded);
        end;
        exit(false);
    end;

    procedure FirstChange(var Item: Record "AA0205 Line"): Integer
    var
        LastGroup: Integer;
        Seen: Boolean;
    begin
        if Item.FindSet() then
            repeat
                if Item.Group <> [|LastGroup|] then
                    if not [|Seen|] then
                        Seen := true;
                LastGroup := Item.Group;
            until Item.Next() = 0;
        exit(LastGroup);
    end;

    [IntegrationEvent(false, false)]
    local procedure OnBeforeToken(var Handled: Boolean; var Succeeded: Boolean; var Value: Text)
    begin
    end;
}

table 50106 "AA0205 Line"
{
    fields
    {
        field(1; "No."; Integer) { }
        field(2; Group; Integer) { }
    }
}
