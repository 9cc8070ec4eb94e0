codeunit 50310 "Delete Old Entries"
{
    procedure Run(): Boolean
    begin
        if not [=Confirm('Delete the old entries?')=] then
            exit(false);
        exit([=Dialog.Confirm('Really %1?', true, 'delete')=]);
    end;
}

page 50310 "Entries API"
{
    PageType = API;
    APIPublisher = 'contoso';
    APIGroup = 'demo';
    EntityName = 'entry';
    EntitySetName = 'entries';

    trigger OnOpenPage()
    begin
        if [=Confirm('Open?')=] then;
    end;
}
