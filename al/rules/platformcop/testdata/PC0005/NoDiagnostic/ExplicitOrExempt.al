table 50225 [|"PC0005 Explicit"|]
{
    Extensible = false;
    fields { field(1; "No."; Code[20]) { } }
}

table 50226 [|"PC0005 Internal"|]
{
    Access = Internal;
    fields { field(1; "No."; Code[20]) { } }
}

page 50227 [|"PC0005 API"|]
{
    PageType = API;
    APIPublisher = 'alfix';
    APIGroup = 'tests';
    APIVersion = 'v1.0';
    EntityName = 'thing';
    EntitySetName = 'things';
    SourceTable = "PC0005 Explicit";
}

codeunit 50228 [|"PC0005 Codeunit"|]
{
}

report 50229 [|"PC0005 Old Report"|]
{
    ObsoleteState = Pending;
    ObsoleteReason = 'Replaced.';
}
