codeunit 70000001 "ABC Old Mgt."
{
    ObsoleteState = Pending;
    ObsoleteReason = 'Use ABC New Mgt.';
    ObsoleteTag = [='abc'=];
}
