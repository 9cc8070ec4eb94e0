codeunit 50245 [|"PC0006 Public"|]
{
    Access = Public;
}

table 50246 [|"PC0006 Internal"|]
{
    Access = Internal;
    fields { field(1; "No."; Code[20]) { } }
}

page 50247 [|"PC0006 Page"|]
{
    PageType = Card;
}

report 50248 [|"PC0006 Report"|] { }

codeunit 50249 [|"PC0006 Old"|]
{
    ObsoleteState = Pending;
    ObsoleteReason = 'Replaced.';
}
