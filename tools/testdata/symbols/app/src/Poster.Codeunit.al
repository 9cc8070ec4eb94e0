codeunit 50101 "Fab Poster"
{
    procedure PostAll(var Item: Record "Fab Item")
    var
        Mgt: Codeunit "Pkg Mgt";
    begin
        Item.Post(1);
        Item.Post(2, true);
        Item.Description := 'Posted';
        if Item.Kind = "Fab Kind"::Item then
            Mgt.DoIt();
    end;

    procedure Report(Item: Record "Fab Item")
    begin
        Message(Item.Description);
    end;

    [EventSubscriber(ObjectType::Table, Database::"Fab Item", 'OnBeforePost', '', false, false)]
    local procedure HandleBeforePost(var Item: Record "Fab Item")
    begin
        Item.Description := '';
    end;
}
